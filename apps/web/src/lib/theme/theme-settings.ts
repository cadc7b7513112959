/** The theme settings of section 3, persisted in localStorage. */
import { readStorage, STORAGE_KEYS, writeStorage } from '../storage';
import { BRAND_PRIMARY, PRESET_COLORS, type TPresetColor } from './presets';

export const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type TThemeMode = (typeof THEME_MODES)[number];

export const FONT_FAMILIES = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  sans: 'Roboto, "Helvetica Neue", Helvetica, Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
} as const;
export type TFontFamily = keyof typeof FONT_FAMILIES;

export type TThemeSettings = {
  mode: TThemeMode;
  presetColor: TPresetColor;
  /** The colour of the 'custom' preset. */
  customColor: string;
  fontFamily: TFontFamily;
  themeDirection: 'ltr' | 'rtl';
  themeContrast: boolean;
  menuOrientation: 'vertical' | 'horizontal';
  /** Boxed content width. */
  container: boolean;
  /** Collapsed side drawer on wide screens. */
  miniDrawer: boolean;
  /** Show the group captions of the side menu. */
  menuCaption: boolean;
};

export const DEFAULT_THEME_SETTINGS: TThemeSettings = {
  // the system's preference: the server's page carries both colour schemes and the browser picks one before any script
  mode: 'auto',
  presetColor: 'default',
  customColor: BRAND_PRIMARY,
  fontFamily: 'system',
  themeDirection: 'ltr',
  themeContrast: false,
  menuOrientation: 'vertical',
  container: false,
  miniDrawer: false,
  menuCaption: true,
};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const HEX = /^#[0-9a-f]{6}$/i;

/** Any stored value → valid settings (unknown or broken fields take their default). */
export const normaliseThemeSettings = (value: unknown): TThemeSettings => {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof TThemeSettings, unknown>>;
  const d = DEFAULT_THEME_SETTINGS;
  const settings: TThemeSettings = {
    mode: oneOf(THEME_MODES, v.mode, d.mode),
    presetColor: oneOf(PRESET_COLORS, v.presetColor, d.presetColor),
    customColor: typeof v.customColor === 'string' && HEX.test(v.customColor) ? v.customColor : d.customColor,
    fontFamily: oneOf(Object.keys(FONT_FAMILIES) as TFontFamily[], v.fontFamily, d.fontFamily),
    themeDirection: oneOf(['ltr', 'rtl'] as const, v.themeDirection, d.themeDirection),
    themeContrast: bool(v.themeContrast, d.themeContrast),
    menuOrientation: oneOf(['vertical', 'horizontal'] as const, v.menuOrientation, d.menuOrientation),
    container: bool(v.container, d.container),
    miniDrawer: bool(v.miniDrawer, d.miniDrawer),
    menuCaption: bool(v.menuCaption, d.menuCaption),
  };
  // the defaults themselves when nothing differs: the server renders with DEFAULT_THEME_SETTINGS, and another
  // object equal to it would make hydration re-render the whole page synchronously with a new theme
  return (Object.keys(d) as (keyof TThemeSettings)[]).every((key) => settings[key] === d[key]) ? d : settings;
};

let cache: { raw: unknown; settings: TThemeSettings } | null = null;

/** Stable snapshot of the stored settings. */
export const readThemeSettings = (): TThemeSettings => {
  const raw = readStorage<unknown>(STORAGE_KEYS.themeSettings, null);
  if (cache && cache.raw === raw) return cache.settings;
  cache = { raw, settings: normaliseThemeSettings(raw) };
  return cache.settings;
};

export const writeThemeSettings = (settings: TThemeSettings): void => writeStorage(STORAGE_KEYS.themeSettings, settings);
