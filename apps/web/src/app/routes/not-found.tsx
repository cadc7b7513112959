import { NotFound } from '@/components/errors/not-found';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import Box from '@mui/material/Box';
import { DefaultTitle } from '@/lib/seo';

/** The catch-all: 'Página não encontrada' with 'Voltar ao início.'. */
const NotFoundRoute = () => (
  <Box component="main" id="main-content" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <DefaultTitle />
    <ScrollToTop />
    <NotFound />
  </Box>
);

export { NotFoundRoute as Component };
