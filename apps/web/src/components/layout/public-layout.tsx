import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { useUser } from '@/lib/auth';
import { systemNameOf, useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { Footer } from './footer';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/**
 * Frame of the public pages (directory, partner pages, registration): header with the logo (to the
 * directory) and links to registration and the partner area. Pages lay out their own width (the
 * home's hero is full-bleed; others use a Container).
 */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const user = useUser();
  const systemName = systemNameOf(useAppConfig());
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <ScrollToTop />
      <AppBar position="sticky" component="header" elevation={0} sx={{ bgcolor: 'background.paper', color: 'text.primary', borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 1 }}>
          {user ? (
            <Logo />
          ) : (
            <Box component={RouterLink} to="/" aria-label={`${systemName} – ${t('directory.nav.find')}`} sx={{ display: 'inline-flex', textDecoration: 'none', borderRadius: 1 }}>
              <Logo />
            </Box>
          )}
          <Box component="nav" aria-label={t('directory.nav.label')} sx={{ ml: 'auto', display: 'flex', gap: { xs: 0, sm: 1 } }}>
            <Button component={RouterLink} to="/company_register" size="small" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              {t('directory.nav.register')}
            </Button>
            <Button component={RouterLink} to="/login" size="small" variant="outlined">
              {t('directory.nav.login')}
            </Button>
          </Box>
        </Toolbar>
      </AppBar>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
};
