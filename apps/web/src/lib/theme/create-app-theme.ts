/**
 * Builds the MUI theme from the theme settings and the branding colour, with CSS theme variables: every colour is a
 * `var(--mui-…)` whose values the theme's stylesheet sets per colour scheme. Mode 'auto' carries both schemes, the
 * dark one under `@media (prefers-color-scheme: dark)` (MUI's 'media' selector), so the server's page follows the
 * visitor's system from the first paint, with or without JavaScript; an explicit 'light' or 'dark' carries that
 * scheme alone.
 */
import { ptBR } from '@mui/material/locale';
import { createTheme, enhanceHighContrast, lighten, responsiveFontSizes, type ColorSystemOptions, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, TRANSITIONS_MS } from '@rede/domain/constants';
import { PRESETS, type TPalettePair } from './presets';
import { FONT_FAMILIES, type TThemeSettings } from './theme-settings';

// every app theme has CSS variables: `theme.vars`, `colorSchemes` and the provider's options are typed as such
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

export type TResolvedMode = 'light' | 'dark';

/** Brand colours from the configuration (branding.primaryColors). */
export type TBrandColors = { primary: string; secondary: string | null };

const forMode = (color: string, mode: TResolvedMode) => (mode === 'dark' ? lighten(color, 0.45) : color);

const paletteFor = (settings: TThemeSettings, mode: TResolvedMode, brand: TBrandColors | null): TPalettePair => {
  if (settings.presetColor === 'custom') {
    return { primary: forMode(settings.customColor, mode), secondary: PRESETS.default[mode].secondary };
  }
  if (settings.presetColor === 'default' && brand) {
    return {
      primary: forMode(brand.primary, mode),
      secondary: brand.secondary ? forMode(brand.secondary, mode) : PRESETS.default[mode].secondary,
    };
  }
  return PRESETS[settings.presetColor][mode];
};

/** The page's background in each scheme (also the browser's toolbar colour in dark, see lib/seo). */
export const BACKGROUNDS = {
  light: { default: '#f4f6f8', paper: '#ffffff' },
  dark: { default: '#0f1318', paper: '#161b22' },
} as const;

/** One colour scheme: the preset's (or brand's) pair for that mode, the app's backgrounds, high contrast's text and divider. */
const colorScheme = (settings: TThemeSettings, mode: TResolvedMode, brand: TBrandColors | null): ColorSystemOptions => {
  const colors = paletteFor(settings, mode, brand);
  const dark = mode === 'dark';
  return {
    palette: {
      contrastThreshold: 4.5,
      primary: { main: colors.primary },
      secondary: { main: colors.secondary },
      // MUI's light info (#0288d1) and warning (#ed6c02) fall below 4.5:1 as text on white (chips, alerts' icons)
      ...(dark ? {} : { info: { main: '#01579b' }, warning: { main: '#b45309' } }),
      background: { ...BACKGROUNDS[mode] },
      ...(settings.themeContrast
        ? {
            divider: dark ? 'rgba(255,255,255,0.6)' : 'rgba(0,0,0,0.6)',
            text: dark ? { primary: '#ffffff', secondary: '#e0e0e0' } : { primary: '#000000', secondary: '#1f1f1f' },
          }
        : {}),
    },
  };
};

/** The colour schemes a mode carries: 'auto' both (the browser picks by prefers-color-scheme), otherwise the chosen one. */
export const schemesOf = (mode: TThemeSettings['mode']): TResolvedMode[] => (mode === 'auto' ? ['light', 'dark'] : [mode]);

export const createAppTheme = (settings: TThemeSettings, brand: TBrandColors | null = null): Theme => {
  const theme = createTheme(
    {
      // with both schemes MUI's selector is 'media': no class or attribute to set, so no script before the first paint
      cssVariables: true,
      colorSchemes: Object.fromEntries(schemesOf(settings.mode).map((mode) => [mode, colorScheme(settings, mode, brand)])),
      defaultColorScheme: settings.mode === 'dark' ? 'dark' : 'light',
      direction: settings.themeDirection,
      breakpoints: { values: { ...BREAKPOINTS } },
      typography: { fontFamily: FONT_FAMILIES[settings.fontFamily] },
      shape: { borderRadius: 8 },
      focusVisible: true,
      motion: { reducedMotion: 'system' },
      transitions: { duration: { enteringScreen: TRANSITIONS_MS.fadeEnter, leavingScreen: TRANSITIONS_MS.fadeExit } },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
            // the primary colour's variable: the ring follows the scheme the page shows
            'a:focus-visible, [tabindex]:focus-visible': { outline: '2px solid var(--mui-palette-primary-main)', outlineOffset: 2 },
          },
        },
        // links inside text must not rely on colour alone (WCAG 1.4.1)
        MuiLink: { defaultProps: { underline: 'always' } },
        // the hint under a disabled field still says why: it keeps the readable secondary colour
        MuiFormHelperText: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.vars.palette.text.secondary } }) } },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiPaper: settings.themeContrast ? { styleOverrides: { root: ({ theme: t }) => ({ border: `1px solid ${t.vars.palette.divider}` }) } } : {},
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    // MUI's own texts in Portuguese ('Abrir', 'Limpar', 'Fechar', pagination): the app speaks only pt-BR
    ptBR,
  );
  // headings shrink on phones; forced-colors (Windows high contrast) keeps controls visible
  return enhanceHighContrast(responsiveFontSizes(theme));
};
