import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { passwordStrength, passwordStrengthLabel } from '@rede/domain';
import { useT } from '@/lib/i18n';

const COLORS = ['error', 'error', 'warning', 'info', 'primary', 'success'] as const;

/** Strength bar with its label (Ruim, Fraco, Normal, Bom, Forte), from the domain's score 0–5. */
export const PasswordStrengthBar = ({ password }: { password: string }) => {
  const t = useT();
  const score = passwordStrength(password);
  const label = passwordStrengthLabel(score);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <LinearProgress
        variant="determinate"
        value={(score / 5) * 100}
        color={COLORS[score] ?? 'error'}
        aria-label={t('auth.reset.strength')}
        aria-valuetext={label}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 56, fontWeight: 600 }} data-testid="password-strength-label">
        {label}
      </Typography>
    </Box>
  );
};
