import { render, screen } from '@testing-library/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { describe, expect, it, vi } from 'vitest';
import { staticStyles, transition } from '../static-styles';
import { createAppTheme } from '../theme/create-app-theme';
import { DEFAULT_THEME_SETTINGS } from '../theme/theme-settings';

const light = createTheme({ palette: { mode: 'light', primary: { main: '#b71c1c' } } });
const dark = createTheme({ palette: { mode: 'dark', primary: { main: '#ef9a9a' } } });

const sheet = vi.fn((theme: typeof light) => ({
  root: { p: 2, color: 'primary.main', display: { xs: 'block', md: 'flex' } },
  title: { typography: 'h5', m: 0, bgcolor: theme.palette.background.paper },
  unused: { p: 7 },
}));
const useStyles = staticStyles(sheet);

const Card = () => {
  const classes = useStyles();
  return (
    <section className={classes.root} data-testid="card">
      <h2 className={classes.title}>Título</h2>
    </section>
  );
};

const inTheme = (theme: typeof light, cache = createCache({ key: 'css' })) => (
  <CacheProvider value={cache}>
    <ThemeProvider theme={theme}>
      <Card />
    </ThemeProvider>
  </CacheProvider>
);

describe('staticStyles', () => {
  it('compiles the sheet once per theme: later renders, in new trees too, only look the class names up', () => {
    sheet.mockClear();
    const first = render(inTheme(light));
    const classes = screen.getByTestId('card').className;
    first.unmount();
    render(inTheme(light));
    render(inTheme(light));
    expect(sheet).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId('card').every((card) => card.className === classes)).toBe(true);
    // another theme gets its own classes (its own colours)
    render(inTheme(dark));
    expect(sheet).toHaveBeenCalledTimes(2);
    expect(screen.getAllByTestId('card').at(-1)!.className).not.toBe(classes);
  });

  it("inserts the theme's rules into the tree's emotion cache (sx shorthands, palette keys and breakpoints resolved)", () => {
    const cache = createCache({ key: 'css' });
    render(inTheme(light, cache));
    const name = screen.getAllByTestId('card').at(-1)!.className.replace(/^css-/, '');
    expect(cache.inserted[name]).toBeTruthy();
    const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
    expect(css).toContain('padding:16px');
    expect(css).toContain('color:#b71c1c');
    expect(css).toMatch(/@media \(min-width:900px\)\{\.css-[\w-]+\{[^}]*display:flex;/);
    expect(css).toContain('font-size:1.5rem');
    // a class no component asks for is neither compiled nor inserted
    expect(css).not.toContain('padding:56px');
  });

  it("compiles one sheet for both colour schemes of the app's theme: its colours are the theme's CSS variables", () => {
    const schemedSheet = vi.fn((theme: typeof light) => ({
      root: { color: 'primary.main', borderColor: (theme.vars || theme).palette.divider, ...theme.applyStyles('dark', { fontWeight: 700 }) },
    }));
    const useSchemed = staticStyles(schemedSheet);
    const Schemed = () => <p className={useSchemed().root}>Parceiro</p>;
    const auto = createAppTheme(DEFAULT_THEME_SETTINGS);
    const cache = createCache({ key: 'css' });
    // in the app's provider each tree gets its own copy of the theme, with the palette of the scheme on screen
    for (let i = 0; i < 2; i += 1)
      render(
        <CacheProvider value={cache}>
          <ThemeProvider theme={auto} forceThemeRerender>
            <Schemed />
          </ThemeProvider>
        </CacheProvider>,
      );
    expect(schemedSheet).toHaveBeenCalledTimes(1);
    const [first, second] = screen.getAllByText('Parceiro');
    expect(first!.className).toBe(second!.className);
    const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
    expect(css).toContain('color:var(--mui-palette-primary-main)');
    expect(css).toContain('border-color:var(--mui-palette-divider)');
    expect(css).toMatch(/@media \(prefers-color-scheme: dark\)\{\.css-[\w-]+\{font-weight:700;\}\}/);
  });

  it("leaves transitions out for visitors who ask for reduced motion (prefers-reduced-motion, as MUI's components)", () => {
    // a colour that animated for 250 ms after the switch to dark mode was read half-way by the accessibility check
    expect(transition('color 250ms')).toEqual({ transition: 'color 250ms', '@media (prefers-reduced-motion: reduce)': { transition: 'none' } });

    const useMoving = staticStyles(() => ({ link: { color: 'primary.main', ...transition('color 250ms') } }));
    const Link = () => <a className={useMoving().link}>Ver</a>;
    const cache = createCache({ key: 'css' });
    render(
      <CacheProvider value={cache}>
        <ThemeProvider theme={light}>
          <Link />
        </ThemeProvider>
      </CacheProvider>,
    );
    const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
    expect(css).toMatch(/\.css-[\w-]+\{[^}]*transition:color 250ms;/);
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\.css-[\w-]+\{[^}]*transition:none;\}\}/);
  });
});
