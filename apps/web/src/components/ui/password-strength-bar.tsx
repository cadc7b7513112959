import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength, passwordStrengthLabel } from '@rede/domain';
import { useT } from '@/lib/i18n';

const COLORS = ['error', 'error', 'warning', 'info', 'primary', 'success'] as const;

type TPasswordStrengthBarProps = {
  password: string;
  /** Accessible name of the bar (default 'Força da senha'). */
  label?: string;
  id?: string;
};

/**
 * Strength bar with its label (Ruim, Fraco, Normal, Bom, Forte), from the domain's score 0–5.
 * Shared by the reset-password screen and the form engine's password fields (`strengthBar`).
 */
export const PasswordStrengthBar = ({ password, label, id }: TPasswordStrengthBarProps) => {
  const t = useT();
  const score = passwordStrength(password);
  const text = passwordStrengthLabel(score);
  return (
    <Box id={id} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <LinearProgress
        variant="determinate"
        value={(score / 5) * 100}
        color={COLORS[score] ?? 'error'}
        aria-label={label ?? t('auth.reset.strength')}
        aria-valuetext={text}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 56, fontWeight: 600 }} data-testid="password-strength-label">
        {text}
      </Typography>
    </Box>
  );
};
