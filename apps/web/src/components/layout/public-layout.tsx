import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Footer } from './footer';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Frame of the public pages (directory, partner pages, registration). */
export const PublicLayout = ({ children }: { children: ReactNode }) => (
  <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
    <SkipLink />
    <ScrollToTop />
    <AppBar position="sticky" component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar>
        <Logo />
      </Toolbar>
    </AppBar>
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
        {children}
      </Container>
    </Box>
    <Footer />
  </Box>
);
