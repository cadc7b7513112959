import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useT } from '@/lib/i18n/index';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin indeterminate bar at the top of the viewport, above the app bar. Plain CSS (not MUI's
 * LinearProgress): it is on every page's first load.
 */
export const LoadingIndicator = ({ active }: { active: boolean }) => {
  const t = useT();
  if (!active) return null;
  return (
    <Box
      data-testid="loading-indicator"
      role="progressbar"
      aria-label={t('loading.label')}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        bgcolor: 'action.selected',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'secondary.main',
          animation: `${slide} 1.4s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        },
      }}
    />
  );
};
