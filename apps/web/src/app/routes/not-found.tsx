import { NotFound } from '@/components/errors/not-found';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import Box from '@mui/material/Box';
import { useT } from '@/lib/i18n';
import { NotFoundHead } from '@/lib/seo';

/** The catch-all: 'Página não encontrada' with 'Voltar ao início.'. */
const NotFoundRoute = () => {
  const t = useT();
  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      {/* titled like the pages not found inside the directory ('Página não encontrada | …'), not indexed */}
      <NotFoundHead title={t('pages.notFound.title')} />
      <ScrollToTop />
      <NotFound />
    </Box>
  );
};

export { NotFoundRoute as Component };
