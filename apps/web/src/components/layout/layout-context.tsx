/**
 * State shared by the authenticated layout's pieces: screen size (lg and up = desktop),
 * drawer state, mini drawer, the filtered menus and the active entry.
 */
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useLocation } from 'react-router';
import { useAccessContext } from '@/lib/authorization';
import { useThemeSettings } from '@/lib/theme/theme-provider';
import { activeItemId, filterMenu, type TMenuItem } from './menu/menu-model';
import { useRequiredContext } from '@/lib/required-context';

type TLayoutContext = {
  isDesktop: boolean;
  /** Horizontal top menu in use (setting on, desktop). */
  isHorizontal: boolean;
  /** Side drawer collapsed to icons (desktop, vertical, miniDrawer on). */
  isMini: boolean;
  mobileOpen: boolean;
  toggleDrawer: () => void;
  closeDrawerOnMobile: () => void;
  menuItems: TMenuItem[];
  profileItems: TMenuItem[];
  activeId: string | null;
};

const LayoutContext = createContext<TLayoutContext | null>(null);

export const useLayout = (): TLayoutContext => {
  return useRequiredContext(LayoutContext, 'useLayout');
};

type TLayoutProviderProps = { menuItems: TMenuItem[]; profileItems: TMenuItem[]; children: ReactNode };

export const LayoutProvider = ({ menuItems, profileItems, children }: TLayoutProviderProps) => {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('lg'));
  const { settings, setSetting } = useThemeSettings();
  const [mobileOpen, setMobileOpen] = useState(false);
  const access = useAccessContext();
  const { pathname } = useLocation();

  useEffect(() => {
    if (isDesktop) setMobileOpen(false);
  }, [isDesktop]);

  const isHorizontal = isDesktop && settings.menuOrientation === 'horizontal';
  const isMini = isDesktop && !isHorizontal && settings.miniDrawer;

  const toggleDrawer = useCallback(() => {
    if (isDesktop) setSetting('miniDrawer', !settings.miniDrawer);
    else setMobileOpen((open) => !open);
  }, [isDesktop, setSetting, settings.miniDrawer]);
  const closeDrawerOnMobile = useCallback(() => {
    if (!isDesktop) setMobileOpen(false);
  }, [isDesktop]);

  const visibleMenu = useMemo(() => (access ? filterMenu(menuItems, access) : []), [menuItems, access]);
  const visibleProfile = useMemo(() => (access ? filterMenu(profileItems, access) : []), [profileItems, access]);
  const activeId = useMemo(() => activeItemId(visibleMenu, pathname), [visibleMenu, pathname]);

  const value = useMemo(
    () => ({
      isDesktop,
      isHorizontal,
      isMini,
      mobileOpen,
      toggleDrawer,
      closeDrawerOnMobile,
      menuItems: visibleMenu,
      profileItems: visibleProfile,
      activeId,
    }),
    [isDesktop, isHorizontal, isMini, mobileOpen, toggleDrawer, closeDrawerOnMobile, visibleMenu, visibleProfile, activeId],
  );
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
};
