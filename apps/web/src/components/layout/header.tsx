import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { useLayout } from './layout-context';
import { Logo } from './logo';
import { ProfileMenu } from './profile-menu';
import { SIDEBAR_ID } from './sidebar';

/**
 * Top bar: drawer toggle, logo, `actions` (the app passes the user-owner selector, a feature, which this shared
 * layout cannot import), profile menu.
 */
export const Header = ({ actions }: { actions?: ReactNode }) => {
  const t = useT();
  const { isDesktop, isHorizontal, isMini, mobileOpen, toggleDrawer } = useLayout();
  // on a phone the logo keeps its icon (the link keeps its name), so the owner selector and the profile fit beside it
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const label = isDesktop ? (isMini ? t('layout.expandMenu') : t('layout.collapseMenu')) : mobileOpen ? t('layout.closeMenu') : t('layout.openMenu');
  return (
    <AppBar
      position="fixed"
      component="header"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {isHorizontal ? null : (
          <IconButton
            edge="start"
            onClick={toggleDrawer}
            aria-label={label}
            aria-controls={SIDEBAR_ID}
            aria-expanded={isDesktop ? !isMini : mobileOpen}
          >
            {isDesktop && !isMini ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        )}
        <Box sx={{ display: 'flex', minWidth: 0, flexShrink: 1, overflow: 'hidden' }}>
          <Logo compact={isPhone} />
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {/* the selector may shrink; the profile button never does, so neither covers the other (390 px, 320 px) */}
        <Box sx={{ display: 'flex', minWidth: 0, flexShrink: 1 }}>{actions}</Box>
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <ProfileMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
};
