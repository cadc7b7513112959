import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainButton } from '@/components/ui/plain-button';
import { useUser } from '@/lib/auth';
import { systemNameOf, useAppConfig } from '@/lib/config';
import { useT } from '@/lib/i18n';
import { staticStyles } from '@/lib/static-styles';
import { Footer } from './footer';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Below this width the header shows the logo's icon only (its link still names the system). */
const PHONE_NAME_FROM_PX = 480;
const PHONE = `@media (max-width: ${PHONE_NAME_FROM_PX - 0.05}px)`;

/**
 * Fixed styles (lib/static-styles): the frame of every public page, with nothing serialised per render. The header
 * and its bar are MUI's sticky AppBar (elevation 0) and regular Toolbar as plain CSS.
 */
const useStyles = staticStyles((theme) => {
  // a Paper's overrides of the theme (high contrast: a border), which the AppBar carried
  const paperOverrides = theme.components?.MuiPaper?.styleOverrides?.root;
  return {
    root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' },
    header: {
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
      ...(paperOverrides && typeof paperOverrides === 'object' && !Array.isArray(paperOverrides) ? (paperOverrides as object) : {}),
      bgcolor: 'background.paper',
      color: 'text.primary',
      borderBottom: 1,
      borderColor: 'divider',
    },
    toolbar: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      ...theme.mixins.toolbar,
      gap: 1,
      px: { xs: 1.5, sm: 2 },
      minWidth: 0,
    },
    home: {
      display: 'inline-flex',
      textDecoration: 'none',
      borderRadius: 1,
      flexShrink: 0,
      '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2 },
    },
    nav: { ml: 'auto', display: 'flex', flexWrap: 'nowrap', gap: { xs: 0.5, sm: 1 }, minWidth: 0 },
    // doubled class: wins over the button's own classes whatever their order in the sheet
    navButton: { '&&': { whiteSpace: 'nowrap', flexShrink: 0, [PHONE]: { textTransform: 'none', fontSize: '0.8125rem', px: 1, minWidth: 0 } } },
    main: { flexGrow: 1, outline: 'none' },
  };
});

/**
 * Frame of the public pages (directory, partner pages, registration): header with the logo (to the
 * directory) and links to registration and the partner area. Pages lay out their own width (the
 * home's hero is full-bleed; others use a Container).
 */
export const PublicLayout = ({ children }: { children: ReactNode }) => {
  const t = useT();
  const user = useUser();
  const classes = useStyles();
  const systemName = systemNameOf(useAppConfig());
  return (
    <div className={classes.root}>
      <SkipLink />
      <ScrollToTop />
      <header className={classes.header}>
        <div className={classes.toolbar}>
          {user ? (
            <Logo nameFrom={PHONE_NAME_FROM_PX} />
          ) : (
            <RouterLink to="/" aria-label={`${systemName} – ${t('directory.nav.find')}`} className={classes.home}>
              <Logo nameFrom={PHONE_NAME_FROM_PX} />
            </RouterLink>
          )}
          {/* both links on every width, on one line: phones get sentence case and tighter padding */}
          <nav aria-label={t('directory.nav.label')} className={classes.nav}>
            <PlainButton to="/company_register" size="small" className={classes.navButton}>
              {t('directory.nav.register')}
            </PlainButton>
            <PlainButton to="/login" size="small" variant="outlined" className={classes.navButton}>
              {t('directory.nav.login')}
            </PlainButton>
          </nav>
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
};
