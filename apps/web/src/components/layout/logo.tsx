import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { PathIcon } from '@/components/ui/path-icon';
import { DEFAULT_PRIVATE_PATH, useUser } from '@/lib/auth';
import { systemNameOf, useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';

/** MUI's BatteryChargingFull icon. */
const BATTERY_CHARGING_FULL_PATH =
  'M15.67 4H14V2h-4v2H8.33C7.6 4 7 4.6 7 5.33v15.33C7 21.4 7.6 22 8.33 22h7.33c.74 0 1.34-.6 1.34-1.33V5.33C17 4.6 16.4 4 15.67 4M11 20v-5.5H9L13 7v5.5h2z';

const IMAGE_SX: Exclude<SxProps<Theme>, ReadonlyArray<unknown>> = { height: 40, objectFit: 'contain', display: 'block' };

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
    <Box component="img" src={config.branding.logoUrl} alt={name} sx={[IMAGE_SX, { maxWidth: compact ? 96 : 180 }]} />
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main' }}>
      <PathIcon
        path={BATTERY_CHARGING_FULL_PATH}
        data-testid="BatteryChargingFullIcon"
        sx={{
          fontSize: 32,
          transition: (theme) => theme.transitions.create('fill', { duration: theme.transitions.duration.shorter }),
          '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
        }}
      />
      {compact ? null : (
        <Box
          component="span"
          sx={{
            m: 0,
            typography: 'h6',
            fontWeight: 700,
            color: 'text.primary',
            whiteSpace: 'nowrap',
            ...(nameFrom ? { display: 'none', [`@media (min-width: ${nameFrom}px)`]: { display: 'inline' } } : {}),
          }}
        >
          {name}
        </Box>
      )}
    </Box>
  );
  if (!user) return <Box sx={{ display: 'inline-flex' }}>{content}</Box>;
  return (
    <Box
      component={RouterLink}
      to={DEFAULT_PRIVATE_PATH}
      aria-label={`${name} – ${t('layout.logoHome')}`}
      sx={{
        display: 'inline-flex',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {content}
    </Box>
  );
};
