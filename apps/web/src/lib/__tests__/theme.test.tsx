import { act, render, screen } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@rede/domain';
import { brandColors } from '../config';
import { STORAGE_KEYS } from '../storage';
import { createAppTheme } from '../theme/create-app-theme';
import { PRESETS, PRESET_COLORS } from '../theme/presets';
import { AppThemeProvider, useThemeSettings } from '../theme/theme-provider';
import { DEFAULT_THEME_SETTINGS, normaliseThemeSettings } from '../theme/theme-settings';

describe('theme', () => {
  it('uses the breakpoints of section 9', () => {
    const theme = createAppTheme(DEFAULT_THEME_SETTINGS, 'light');
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS);
  });

  it.each(PRESET_COLORS.filter((p) => p !== 'custom'))('preset %s keeps AA contrast for text on the primary colour in both modes', (preset) => {
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme({ ...DEFAULT_THEME_SETTINGS, presetColor: preset }, mode);
      expect(theme.palette.primary.main).toBe(PRESETS[preset][mode].primary);
      expect(getContrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme.palette.text.primary, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("uses the configured brand colours for the 'default' preset, readable in both modes", () => {
    const brand = brandColors({ logoUrl: null, footerText: null, systemName: null, primaryColors: ['#c62828', '#f9a825'] });
    expect(brand).toEqual({ primary: '#c62828', secondary: '#f9a825' });
    for (const mode of ['light', 'dark'] as const) {
      const theme = createAppTheme(DEFAULT_THEME_SETTINGS, mode, brand);
      expect(getContrastRatio(theme.palette.primary.main, theme.palette.primary.contrastText)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(theme.palette.secondary.main, theme.palette.secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
    }
    expect(createAppTheme(DEFAULT_THEME_SETTINGS, 'light', brand).palette.primary.main).toBe('#c62828');
    expect(brandColors({ logoUrl: null, footerText: null, systemName: null, primaryColors: ['vermelho'] })).toBeNull();
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

  it('persists settings and auto follows the system preference', () => {
    let settingsApi: ReturnType<typeof useThemeSettings> | null = null;
    const Probe = () => {
      settingsApi = useThemeSettings();
      return <p>{useTheme().palette.mode}</p>;
    };
    render(
      <AppThemeProvider>
        <Probe />
      </AppThemeProvider>,
    );
    expect(screen.getByText('light')).toBeInTheDocument();
    act(() => settingsApi?.setSetting('mode', 'dark'));
    expect(screen.getByText('dark')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.themeSettings) ?? '{}')).toMatchObject({ mode: 'dark' });
    expect(document.documentElement.style.colorScheme).toBe('dark');
    act(() => settingsApi?.setSetting('mode', 'auto'));
    expect(screen.getByText('light')).toBeInTheDocument(); // the test browser prefers light
    act(() => settingsApi?.setSetting('themeDirection', 'rtl'));
    expect(document.documentElement.dir).toBe('rtl');
    act(() => settingsApi?.resetSettings());
    expect(document.documentElement.dir).toBe('ltr');
  });
});
