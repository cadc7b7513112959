import createCache, { type EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { EMOTION_KEY } from './emotion-cache';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

type TSheet<K extends string> = (theme: Theme) => Record<K, SxProps<Theme>>;
type TCompiled<K extends string> = { source: Record<K, SxProps<Theme>>; serialized: Partial<Record<K, SerializedStyles>> };

/** Emotion's own default when no CacheProvider is above (its browser build creates one the same way). */
let fallbackCache: EmotionCache | null = null;
const defaultCache = () => (fallbackCache ??= createCache({ key: EMOTION_KEY }));

/** The names (emotion's hashes) of every style compiled here: the server's page does not list them as used elsewhere. */
const names = new Set<string>();
export const isStaticStyle = (name: string): boolean => names.has(name);

/**
 * A `transition` that visitors who ask for reduced motion (prefers-reduced-motion) do not get, as MUI's own components
 * do with the app theme's `motion.reducedMotion: 'system'`. Spread it into a style:
 * `{ ...transition(theme.transitions.create('color')) }`.
 */
export const transition = (value: string) => ({ transition: value, '@media (prefers-reduced-motion: reduce)': { transition: 'none' } });

/**
 * Class names for a fixed set of styles (written as `sx`: the theme's spacing, palette keys and breakpoints), for
 * plain elements. An MUI component or an `sx` prop serialises and hashes its styles on every render: on a public page
 * rendered by the server (~90 styled elements) that was about half of the render's time, and it is paid again
 * while the browser hydrates. Here a style is serialised once per theme, when a component first asks for its class
 * (the themes are shared, see theme-provider), and a render only looks the class
 * name up. Asking for a class inserts its rules into the tree's emotion cache (MUI's), as emotion's `css` does: the
 * server's page carries them in its critical CSS, a hydrating page finds them there, and a style nobody asks for is
 * never compiled nor inserted.
 *
 * `const useStyles = staticStyles((theme) => ({ root: { p: 2 }, title: { typography: 'h5' } }))`, then in the
 * component `const classes = useStyles()` and `<div className={classes.root}>`.
 */
export const staticStyles = <K extends string>(sheet: TSheet<K>): (() => Record<K, string>) => {
  // keyed by the theme's colour schemes: MUI's ThemeProvider gives its tree a copy of the theme (a new object in every
  // tree, so in every server render, with a new palette merged from the scheme on screen), whose `colorSchemes` is the
  // shared theme's own object (a theme without CSS variables has none: its palette then). A sheet reads its colours as
  // the theme's CSS variables (`(theme.vars || theme).palette`, or sx's palette keys), which hold for every scheme: one
  // compiled sheet serves the light and the dark page.
  const byTheme = new WeakMap<object, TCompiled<K>>();
  return function useStaticStyles() {
    const theme = useTheme();
    const cache = useEmotionCache() ?? defaultCache();
    const key: object = theme.colorSchemes ?? theme.palette;
    let compiled = byTheme.get(key);
    if (!compiled) byTheme.set(key, (compiled = { source: sheet(theme), serialized: {} }));
    const { source, serialized } = compiled;
    return new Proxy({} as Record<K, string>, {
      get(_target, key: string) {
        let style = serialized[key as K];
        if (!style) {
          const rules = source[key as K];
          if (rules === undefined) return undefined;
          style = serializeStyles([theme.unstable_sx(rules) as Parameters<typeof serializeStyles>[0][number]]);
          serialized[key as K] = style;
          names.add(style.name);
        }
        insertStyles(cache, style, false);
        return `${cache.key}-${style.name}`;
      },
    });
  };
};
