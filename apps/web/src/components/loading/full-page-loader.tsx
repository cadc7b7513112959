import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '@/lib/i18n';

/** Shown while a route's code loads. */
export const FullPageLoader = () => {
  const t = useT();
  return (
    <Box sx={{ minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('loading.label')} />
    </Box>
  );
};
