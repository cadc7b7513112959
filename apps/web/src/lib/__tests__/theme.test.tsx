import { act, render, screen } from '@testing-library/react';
import { serializeStyles } from '@emotion/serialize';
import { getContrastRatio, useTheme, type Theme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@rede/domain';
import { brandColors } from '../config';
import { STORAGE_KEYS } from '../storage';
import { createAppTheme } from '../theme/create-app-theme';
import { PRESETS, PRESET_COLORS } from '../theme/presets';
import { AppThemeProvider, useThemeSettings } from '../theme/theme-provider';
import { DEFAULT_THEME_SETTINGS, normaliseThemeSettings } from '../theme/theme-settings';

describe('theme', () => {
  const palettes = (theme: Theme) => ({ light: theme.colorSchemes.light?.palette, dark: theme.colorSchemes.dark?.palette });
  /** The theme's stylesheet (its CSS variables per scheme) as CSS text. */
  const css = (theme: Theme) => serializeStyles(theme.generateStyleSheets() as Parameters<typeof serializeStyles>[0]).styles;

  it('uses the breakpoints of section 9', () => {
    const theme = createAppTheme(DEFAULT_THEME_SETTINGS);
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS);
  });

  it('auto (the default) carries both colour schemes, the dark one under prefers-color-scheme: dark', () => {
    expect(DEFAULT_THEME_SETTINGS.mode).toBe('auto');
    const theme = createAppTheme(DEFAULT_THEME_SETTINGS);
    expect(Object.keys(theme.colorSchemes).sort()).toEqual(['dark', 'light']);
    const text = css(theme);
    const media = text.indexOf('@media (prefers-color-scheme: dark)');
    expect(media).toBeGreaterThan(0);
    expect(text.slice(0, media)).toContain('--mui-palette-background-default:#f4f6f8');
    expect(text.slice(media)).toContain('--mui-palette-background-default:#0f1318');
    expect(text.slice(media)).toContain('color-scheme:dark');
    // components' own dark styles go under the same media query
    expect(theme.applyStyles('dark', { color: 'red' })).toEqual({ '@media (prefers-color-scheme: dark)': { color: 'red' } });
  });

  it("an explicit 'light' or 'dark' carries that scheme alone: no media rule can override the choice", () => {
    const dark = createAppTheme({ ...DEFAULT_THEME_SETTINGS, mode: 'dark' });
    expect(Object.keys(dark.colorSchemes)).toEqual(['dark']);
    expect(css(dark)).not.toContain('@media');
    expect(css(dark)).toContain('--mui-palette-background-default:#0f1318');
    expect(dark.applyStyles('dark', { color: 'red' })).toEqual({ color: 'red' });
    const light = createAppTheme({ ...DEFAULT_THEME_SETTINGS, mode: 'light' });
    expect(Object.keys(light.colorSchemes)).toEqual(['light']);
    expect(css(light)).not.toContain('#0f1318');
    expect(light.applyStyles('dark', { color: 'red' })).toEqual({});
  });

  it.each(PRESET_COLORS.filter((p) => p !== 'custom'))('preset %s keeps AA contrast for text on the primary colour in both schemes', (preset) => {
    const schemes = palettes(createAppTheme({ ...DEFAULT_THEME_SETTINGS, presetColor: preset }));
    for (const mode of ['light', 'dark'] as const) {
      const palette = schemes[mode]!;
      expect(palette.primary.main).toBe(PRESETS[preset][mode].primary);
      expect(getContrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.text.primary, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the configured brand colours for the 'default' preset, readable in both schemes", () => {
    const brand = brandColors({ logoUrl: null, footerText: null, systemName: null, primaryColors: ['#c62828', '#f9a825'] });
    expect(brand).toEqual({ primary: '#c62828', secondary: '#f9a825' });
    const schemes = palettes(createAppTheme(DEFAULT_THEME_SETTINGS, brand));
    for (const mode of ['light', 'dark'] as const) {
      const palette = schemes[mode]!;
      expect(getContrastRatio(palette.primary.main, palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette.secondary.main, palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    expect(schemes.light?.primary.main).toBe('#c62828');
    expect(brandColors({ logoUrl: null, footerText: null, systemName: null, primaryColors: ['vermelho'] })).toBeNull();
  });

  it('keeps the custom colour and high contrast in both schemes', () => {
    const schemes = palettes(createAppTheme({ ...DEFAULT_THEME_SETTINGS, presetColor: 'custom', customColor: '#2e7d32', themeContrast: true }));
    expect(schemes.light?.primary.main).toBe('#2e7d32');
    expect(schemes.dark?.primary.main).not.toBe('#2e7d32');
    expect(schemes.light?.text.primary).toBe('#000000');
    expect(schemes.dark?.text.primary).toBe('#ffffff');
  });

  it('normalises broken stored settings to the defaults', () => {
    expect(normaliseThemeSettings({ mode: 'neon', presetColor: 'theme3', miniDrawer: 'yes', customColor: 'red' })).toEqual({
      ...DEFAULT_THEME_SETTINGS,
      presetColor: 'theme3',
    });
  });

  it('gives the defaults object itself when nothing is stored or nothing differs (hydration keeps the server theme)', () => {
    expect(normaliseThemeSettings(null)).toBe(DEFAULT_THEME_SETTINGS);
    expect(normaliseThemeSettings({ ...DEFAULT_THEME_SETTINGS })).toBe(DEFAULT_THEME_SETTINGS);
    expect(normaliseThemeSettings({ mode: 'dark' })).not.toBe(DEFAULT_THEME_SETTINGS);
  });

  it("persists settings; auto puts both schemes in the page's CSS, an explicit mode only its own", () => {
    let settingsApi: ReturnType<typeof useThemeSettings> | null = null;
    const Probe = () => {
      settingsApi = useThemeSettings();
      const theme = useTheme();
      return <p>{`${theme.palette.mode} ${Object.keys(theme.colorSchemes).sort().join(',')}`}</p>;
    };
    const pageCss = () => [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByText('light dark,light')).toBeInTheDocument(); // the test browser prefers light
    expect(pageCss()).toMatch(/@media \(prefers-color-scheme: dark\)\{:root\{[^}]*color-scheme:dark;/);
    act(() => settingsApi?.setSetting('mode', 'dark'));
    expect(screen.getByText('dark dark')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.themeSettings) ?? '{}')).toMatchObject({ mode: 'dark' });
    expect(pageCss()).not.toMatch(/@media \(prefers-color-scheme: dark\)\{:root\{/);
    expect(pageCss()).toMatch(/:root\{[^}]*color-scheme:dark/);
    act(() => settingsApi?.setSetting('mode', 'auto'));
    expect(screen.getByText('light dark,light')).toBeInTheDocument();
    act(() => settingsApi?.setSetting('themeDirection', 'rtl'));
    expect(document.documentElement.dir).toBe('rtl');
    act(() => settingsApi?.resetSettings());
    expect(document.documentElement.dir).toBe('ltr');
  });
});
