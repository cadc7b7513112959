/** Builds the MUI theme from the theme settings, the resolved colour mode and the branding colour. */
import { ptBR } from '@mui/material/locale';
import { createTheme, enhanceHighContrast, lighten, responsiveFontSizes, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, TRANSITIONS_MS } from '@rede/domain/constants';
import { PRESETS, type TPalettePair } from './presets';
import { FONT_FAMILIES, type TThemeSettings } from './theme-settings';

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

export const createAppTheme = (settings: TThemeSettings, mode: TResolvedMode, brand: TBrandColors | null = null): Theme => {
  const colors = paletteFor(settings, mode, brand);
  const highContrast = settings.themeContrast;
  const dark = mode === 'dark';
  const divider = highContrast ? (dark ? 'rgba(255,255,255,0.6)' : 'rgba(0,0,0,0.6)') : undefined;

  const theme = createTheme(
    {
      direction: settings.themeDirection,
      breakpoints: { values: { ...BREAKPOINTS } },
      palette: {
        mode,
        contrastThreshold: 4.5,
        primary: { main: colors.primary },
        secondary: { main: colors.secondary },
        // MUI's light info (#0288d1) and warning (#ed6c02) fall below 4.5:1 as text on white (chips, alerts' icons)
        ...(dark ? {} : { info: { main: '#01579b' }, warning: { main: '#b45309' } }),
        background: dark ? { default: '#0f1318', paper: '#161b22' } : { default: '#f4f6f8', paper: '#ffffff' },
        ...(divider ? { divider } : {}),
        ...(highContrast ? { text: dark ? { primary: '#ffffff', secondary: '#e0e0e0' } : { primary: '#000000', secondary: '#1f1f1f' } } : {}),
      },
      typography: { fontFamily: FONT_FAMILIES[settings.fontFamily] },
      shape: { borderRadius: 8 },
      focusVisible: true,
      motion: { reducedMotion: 'system' },
      transitions: { duration: { enteringScreen: TRANSITIONS_MS.fadeEnter, leavingScreen: TRANSITIONS_MS.fadeExit } },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            '@media (prefers-reduced-motion: no-preference)': { html: { scrollBehavior: 'smooth' } },
            'a:focus-visible, [tabindex]:focus-visible': {
              outline: `2px solid ${colors.primary}`,
              outlineOffset: 2,
            },
          },
        },
        // links inside text must not rely on colour alone (WCAG 1.4.1)
        MuiLink: { defaultProps: { underline: 'always' } },
        // the hint under a disabled field still says why: it keeps the readable secondary colour
        MuiFormHelperText: { styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-disabled': { color: t.palette.text.secondary } }) } },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiPaper: highContrast ? { styleOverrides: { root: { border: `1px solid ${divider}` } } } : {},
        MuiButton: { defaultProps: { disableElevation: true } },
      },
    },
    // MUI's own texts in Portuguese ('Abrir', 'Limpar', 'Fechar', pagination): the app speaks only pt-BR
    ptBR,
  );
  // headings shrink on phones; forced-colors (Windows high contrast) keeps controls visible
  return enhanceHighContrast(responsiveFontSizes(theme));
};
