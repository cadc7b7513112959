/**
 * Colour presets of the theme settings (section 3, 'Theme settings': default, custom, theme1…theme8).
 * Each preset has a light-mode and a dark-mode primary/secondary pair chosen so the text on them
 * keeps WCAG AA contrast (the theme picks the contrast text with a 4.5 threshold).
 */
export const PRESET_COLORS = ['default', 'custom', 'theme1', 'theme2', 'theme3', 'theme4', 'theme5', 'theme6', 'theme7', 'theme8'] as const;
export type TPresetColor = (typeof PRESET_COLORS)[number];
export type TNamedPreset = Exclude<TPresetColor, 'custom'>;

export type TPalettePair = { primary: string; secondary: string };
export type TPreset = { light: TPalettePair; dark: TPalettePair };

/** The brand's own colours, used by 'default' when the configuration gives no primary colour. */
export const BRAND_PRIMARY = '#0d47a1';

export const PRESETS: Record<TNamedPreset, TPreset> = {
  default: { light: { primary: BRAND_PRIMARY, secondary: '#b45309' }, dark: { primary: '#90caf9', secondary: '#ffcc80' } },
  theme1: { light: { primary: '#1565c0', secondary: '#7b1fa2' }, dark: { primary: '#64b5f6', secondary: '#ce93d8' } },
  theme2: { light: { primary: '#2e7d32', secondary: '#00695c' }, dark: { primary: '#81c784', secondary: '#80cbc4' } },
  theme3: { light: { primary: '#6a1b9a', secondary: '#ad1457' }, dark: { primary: '#ce93d8', secondary: '#f48fb1' } },
  theme4: { light: { primary: '#c62828', secondary: '#37474f' }, dark: { primary: '#ef9a9a', secondary: '#b0bec5' } },
  theme5: { light: { primary: '#bf360c', secondary: '#4e342e' }, dark: { primary: '#ffab91', secondary: '#bcaaa4' } },
  theme6: { light: { primary: '#00695c', secondary: '#283593' }, dark: { primary: '#80cbc4', secondary: '#9fa8da' } },
  theme7: { light: { primary: '#283593', secondary: '#00838f' }, dark: { primary: '#9fa8da', secondary: '#80deea' } },
  theme8: { light: { primary: '#37474f', secondary: '#c62828' }, dark: { primary: '#b0bec5', secondary: '#ef9a9a' } },
};
