/**
 * Theme settings context (persisted in localStorage) and the MUI theme built from them.
 * `auto` follows the system's prefers-color-scheme; branding's primary colour feeds the 'default' preset.
 */
import { createContext, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { STORAGE_KEYS, subscribeStorage } from '../storage';
import { createAppTheme, type TBrandColors, type TResolvedMode } from './create-app-theme';
import { DEFAULT_THEME_SETTINGS, readThemeSettings, writeThemeSettings, type TThemeSettings } from './theme-settings';
import { useVisualIdentityColor } from './visual-identity';
import { useRequiredContext } from '@/lib/required-context';

type TThemeSettingsContext = {
  settings: TThemeSettings;
  resolvedMode: TResolvedMode;
  setSetting: <K extends keyof TThemeSettings>(key: K, value: TThemeSettings[K]) => void;
  resetSettings: () => void;
};

const ThemeSettingsContext = createContext<TThemeSettingsContext | null>(null);

export const useThemeSettings = (): TThemeSettingsContext => {
  return useRequiredContext(ThemeSettingsContext, 'useThemeSettings');
};

/**
 * The theme of these settings, shared by every tree that asks for the same one: the server renders each page
 * in a new tree, and a new theme object per page would also make MUI recompute every theme-derived style.
 */
const themes = new Map<string, ReturnType<typeof createAppTheme>>();
const themeFor = (settings: TThemeSettings, mode: TResolvedMode, brand: TBrandColors | null) => {
  const key = JSON.stringify([settings, mode, brand]);
  let theme = themes.get(key);
  if (!theme) {
    if (themes.size >= 16) themes.clear();
    theme = createAppTheme(settings, mode, brand);
    themes.set(key, theme);
  }
  return theme;
};

type TAppThemeProviderProps = {
  /** Brand colours from the configuration (feed the 'default' preset). */
  brandPrimary?: string | null;
  brandSecondary?: string | null;
  children: ReactNode;
};

export const AppThemeProvider = ({ brandPrimary = null, brandSecondary = null, children }: TAppThemeProviderProps) => {
  const settings = useSyncExternalStore(
    (listener) => subscribeStorage(STORAGE_KEYS.themeSettings, listener),
    readThemeSettings,
    () => DEFAULT_THEME_SETTINGS,
  );
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const resolvedMode: TResolvedMode = settings.mode === 'auto' ? (prefersDark ? 'dark' : 'light') : settings.mode;

  // a company user's visual identity colour wins over the configured brand colour
  const primary = useVisualIdentityColor() ?? brandPrimary;
  const theme = useMemo(
    () => themeFor(settings, resolvedMode, primary ? { primary, secondary: brandSecondary } : null),
    [settings, resolvedMode, primary, brandSecondary],
  );

  useEffect(() => {
    document.documentElement.dir = settings.themeDirection;
    document.documentElement.style.colorScheme = resolvedMode;
  }, [settings.themeDirection, resolvedMode]);

  const setSetting = useCallback<TThemeSettingsContext['setSetting']>(
    (key, value) => writeThemeSettings({ ...readThemeSettings(), [key]: value }),
    [],
  );
  const resetSettings = useCallback(() => writeThemeSettings(DEFAULT_THEME_SETTINGS), []);
  const value = useMemo(() => ({ settings, resolvedMode, setSetting, resetSettings }), [settings, resolvedMode, setSetting, resetSettings]);

  return (
    <ThemeSettingsContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeSettingsContext.Provider>
  );
};
