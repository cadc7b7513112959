/**
 * Theme settings context (persisted in localStorage) and the MUI theme built from them.
 * `auto` follows the system's prefers-color-scheme in CSS (the theme carries both colour schemes, see
 * create-app-theme); branding's primary colour feeds the 'default' preset.
 */
import { createContext, useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { STORAGE_KEYS, subscribeStorage } from '../storage';
import { createAppTheme, type TBrandColors } from './create-app-theme';
import { DEFAULT_THEME_SETTINGS, readThemeSettings, writeThemeSettings, type TThemeSettings } from './theme-settings';
import { useVisualIdentityColor } from './visual-identity';
import { useRequiredContext } from '@/lib/required-context';

type TThemeSettingsContext = {
  settings: TThemeSettings;
  setSetting: <K extends keyof TThemeSettings>(key: K, value: TThemeSettings[K]) => void;
  resetSettings: () => void;
};

const ThemeSettingsContext = createContext<TThemeSettingsContext | null>(null);

export const useThemeSettings = (): TThemeSettingsContext => {
  return useRequiredContext(ThemeSettingsContext, 'useThemeSettings');
};

/**
 * The theme of these settings, shared by every tree that asks for the same one: the server renders each page
 * in a new tree, which would otherwise build the theme and its CSS variables again.
 */
const themes = new Map<string, ReturnType<typeof createAppTheme>>();
const themeFor = (settings: TThemeSettings, brand: TBrandColors | null) => {
  const key = JSON.stringify([settings, brand]);
  let theme = themes.get(key);
  if (!theme) {
    if (themes.size >= 16) themes.clear();
    theme = createAppTheme(settings, brand);
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

  // a company user's visual identity colour wins over the configured brand colour
  const primary = useVisualIdentityColor() ?? brandPrimary;
  const theme = useMemo(() => themeFor(settings, primary ? { primary, secondary: brandSecondary } : null), [settings, primary, brandSecondary]);

  useEffect(() => {
    document.documentElement.dir = settings.themeDirection;
  }, [settings.themeDirection]);

  const setSetting = useCallback<TThemeSettingsContext['setSetting']>(
    (key, value) => writeThemeSettings({ ...readThemeSettings(), [key]: value }),
    [],
  );
  const resetSettings = useCallback(() => writeThemeSettings(DEFAULT_THEME_SETTINGS), []);
  const value = useMemo(() => ({ settings, setSetting, resetSettings }), [settings, setSetting, resetSettings]);

  return (
    <ThemeSettingsContext.Provider value={value}>
      {/* the settings are the one store of the mode (no MUI storage); forceThemeRerender gives what reads
          theme.palette in JavaScript (charts, the map's colours) the scheme on screen once the app runs */}
      <ThemeProvider theme={theme} storageManager={null} forceThemeRerender>
        {/* no enableColorScheme: the theme's stylesheet sets color-scheme with each scheme's variables */}
        <CssBaseline />
        {children}
      </ThemeProvider>
    </ThemeSettingsContext.Provider>
  );
};
