/**
 * The authenticated area (section 2): skip link, top bar, side drawer (or horizontal menu),
 * breadcrumb, main content, footer. Menus arrive unfiltered and are filtered here for the logged
 * user and the selected owner.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { useThemeSettings } from '@/lib/theme/theme-provider';
import { BreadcrumbExtrasProvider, Breadcrumbs } from './breadcrumbs';
import { Footer } from './footer';
import { Header } from './header';
import { LayoutProvider, useLayout } from './layout-context';
import type { TMenuItem } from './menu/menu-model';
import { HorizontalMenu } from './menu/horizontal-menu';
import { ScrollToTop } from './scroll-to-top';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

type TMainLayoutProps = {
  menuItems: TMenuItem[];
  profileItems: TMenuItem[];
  /** Shown in the top bar before the profile menu (the app's user-owner selector). */
  headerActions?: ReactNode;
  children: ReactNode;
};

const Frame = ({ headerActions, children }: { headerActions?: ReactNode; children: ReactNode }) => {
  const { isHorizontal } = useLayout();
  const { settings } = useThemeSettings();
  const content = (
    <>
      <Breadcrumbs />
      {children}
    </>
  );
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <ScrollToTop />
      <Header actions={headerActions} />
      <Sidebar />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        {isHorizontal ? <HorizontalMenu /> : null}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 }, outline: 'none' }}>
          {settings.container ? (
            <Container maxWidth="lg" disableGutters>
              {content}
            </Container>
          ) : (
            content
          )}
        </Box>
        <Footer />
      </Box>
    </Box>
  );
};

export const MainLayout = ({ menuItems, profileItems, headerActions, children }: TMainLayoutProps) => (
  <LayoutProvider menuItems={menuItems} profileItems={profileItems}>
    <BreadcrumbExtrasProvider>
      <Frame headerActions={headerActions}>{children}</Frame>
    </BreadcrumbExtrasProvider>
  </LayoutProvider>
);
