import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '@/lib/i18n/index';

/** A thin bar at the top of the viewport, above the app bar. */
export const LoadingIndicator = ({ active }: { active: boolean }) => {
  const t = useT();
  if (!active) return null;
  return (
    <Box
      data-testid="loading-indicator"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    >
      <LinearProgress aria-label={t('loading.label')} color="secondary" />
    </Box>
  );
};
