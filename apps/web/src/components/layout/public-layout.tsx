import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useUser } from '@/lib/auth';
import { systemNameOf, useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { Footer } from './footer';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Below this width the header shows the logo's icon only (its link still names the system). */
const PHONE_NAME_FROM_PX = 480;
const PHONE = `@media (max-width: ${PHONE_NAME_FROM_PX - 0.05}px)`;

/**
 * MUI's sticky AppBar (elevation 0) with its Paper's overrides of the theme (high contrast: a border), drawn on a Box:
 * the AppBar and Toolbar components stay out of the home's first load.
 */
const HEADER_SX: SxProps<Theme> = (theme) => {
  const paperOverrides = theme.components?.MuiPaper?.styleOverrides?.root;
  return {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    boxSizing: 'border-box',
    flexShrink: 0,
    position: 'sticky',
    zIndex: theme.zIndex.appBar,
    top: 0,
    left: 'auto',
    right: 0,
    boxShadow: 'none',
    ...(typeof paperOverrides === 'function'
      ? (paperOverrides({ theme, ownerState: {} }) as object)
      : paperOverrides && typeof paperOverrides === 'object' && !Array.isArray(paperOverrides)
        ? (paperOverrides as object)
        : {}),
    bgcolor: 'background.paper',
    color: 'text.primary',
    borderBottom: 1,
    borderColor: 'divider',
  };
};

const TOOLBAR_SX: SxProps<Theme> = (theme) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  ...theme.mixins.toolbar,
  gap: 1,
  px: { xs: 1.5, sm: 2 },
  minWidth: 0,
});

/** Both links on every width, on one line: phones get sentence case and tighter padding. */
const NAV_BUTTON_SX: SxProps<Theme> = {
  whiteSpace: 'nowrap',
  flexShrink: 0,
  [PHONE]: { textTransform: 'none', fontSize: '0.8125rem', px: 1, minWidth: 0 },
};

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
      <Box component="header" sx={HEADER_SX}>
        <Box sx={TOOLBAR_SX}>
          {user ? (
            <Logo nameFrom={PHONE_NAME_FROM_PX} />
          ) : (
            <Box
              component={RouterLink}
              to="/"
              aria-label={`${systemName} – ${t('directory.nav.find')}`}
              sx={{
                display: 'inline-flex',
                textDecoration: 'none',
                borderRadius: 1,
                flexShrink: 0,
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Logo nameFrom={PHONE_NAME_FROM_PX} />
            </Box>
          )}
          <Box
            component="nav"
            aria-label={t('directory.nav.label')}
            sx={{ ml: 'auto', display: 'flex', flexWrap: 'nowrap', gap: { xs: 0.5, sm: 1 }, minWidth: 0 }}
          >
            <Button component={RouterLink} to="/company_register" size="small" sx={NAV_BUTTON_SX}>
              {t('directory.nav.register')}
            </Button>
            <Button component={RouterLink} to="/login" size="small" variant="outlined" sx={NAV_BUTTON_SX}>
              {t('directory.nav.login')}
            </Button>
          </Box>
        </Box>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {children}
      </Box>
      <Footer />
    </Box>
  );
};
