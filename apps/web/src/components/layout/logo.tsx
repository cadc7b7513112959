import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BatteryChargingFullIcon from '@mui/icons-material/BatteryChargingFull';
import { Link as RouterLink } from 'react-router';
import { DEFAULT_PRIVATE_PATH, useUser } from '@/lib/auth';
import { systemNameOf, useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';

/** The configured logo (or the system name); it links to the home route only when logged in (section 2). */
export const Logo = ({
  compact = false,
  nameFrom,
}: {
  compact?: boolean;
  /** Show the name only from this width (px) up: phones keep the icon. */ nameFrom?: number;
}) => {
  const t = useT();
  const config = useAppConfig();
  const user = useUser();
  const name = systemNameOf(config);
  const content = config.branding.logoUrl ? (
    <Box
      component="img"
      src={config.branding.logoUrl}
      alt={name}
      sx={{ height: 40, maxWidth: compact ? 96 : 180, objectFit: 'contain', display: 'block' }}
    />
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <BatteryChargingFullIcon aria-hidden sx={{ fontSize: 32 }} />
      {compact ? null : (
        <Typography
          component="span"
          variant="h6"
          sx={{
            fontWeight: 700,
            color: 'text.primary',
            whiteSpace: 'nowrap',
            ...(nameFrom ? { display: 'none', [`@media (min-width: ${nameFrom}px)`]: { display: 'inline' } } : {}),
          }}
        >
          {name}
        </Typography>
      )}
    </Box>
  );
  if (!user) return <Box sx={{ display: 'inline-flex' }}>{content}</Box>;
  return (
    <Box
      component={RouterLink}
      to={DEFAULT_PRIVATE_PATH}
      aria-label={`${name} – ${t('layout.logoHome')}`}
      sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}
    >
      {content}
    </Box>
  );
};
