import { useInsertionEffect } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { serializeStyles, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { EMOTION_KEY } from './emotion-cache';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

type TSheet<K extends string> = (theme: Theme) => Record<K, SxProps<Theme>>;
type TCompiled<K extends string> = { styles: SerializedStyles[]; classes: Record<K, string> };

const onServer = typeof document === 'undefined';

/** Emotion's own default when no CacheProvider is above (its browser build creates one the same way). */
let fallbackCache: EmotionCache | null = null;
const defaultCache = () => (fallbackCache ??= createCache({ key: EMOTION_KEY }));

/**
 * Class names for a fixed set of styles (written as `sx`: the theme's spacing, palette keys and breakpoints), for
 * plain elements. An MUI component or an `sx` prop serialises and hashes its styles on every render: on a public page
 * rendered by the server (~90 styled elements) that was about half of the render's time, and it is paid again
 * while the browser hydrates. Here the styles are serialised once per theme (the themes are shared, see
 * theme-provider; a theme is one palette object), and a render only looks the class names up. The styles go to the same emotion cache as MUI's,
 * so the page's critical CSS carries them and the browser's cache knows them as inserted.
 *
 * `const useStyles = staticStyles((theme) => ({ root: { p: 2 }, title: { typography: 'h5' } }))`, then in the
 * component `const classes = useStyles()` and `<div className={classes.root}>`.
 */
export const staticStyles = <K extends string>(sheet: TSheet<K>): (() => Record<K, string>) => {
  // keyed by the theme's palette: MUI's ThemeProvider gives its tree a copy of the theme ({ ...upper, ...theme }, a
  // new object in every tree, so in every server render), whose parts are the shared theme's own objects
  const byTheme = new WeakMap<Theme['palette'], Map<string, TCompiled<K>>>();
  return function useStaticStyles() {
    const theme = useTheme();
    const cache = useEmotionCache() ?? defaultCache();
    let perKey = byTheme.get(theme.palette);
    if (!perKey) byTheme.set(theme.palette, (perKey = new Map<string, TCompiled<K>>()));
    let compiled = perKey.get(cache.key);
    if (!compiled) {
      const source = sheet(theme);
      const classes = {} as Record<K, string>;
      const styles: SerializedStyles[] = [];
      for (const name of Object.keys(source) as K[]) {
        const serialized = serializeStyles([theme.unstable_sx(source[name]) as Parameters<typeof serializeStyles>[0][number]]);
        styles.push(serialized);
        classes[name] = `${cache.key}-${serialized.name}`;
      }
      compiled = { styles, classes };
      perKey.set(cache.key, compiled);
    }
    // the server collects what a render inserts (its critical CSS) and runs no effects; the browser inserts before
    // the DOM changes, as emotion's own components do (styles a server-rendered page carries are already known)
    if (onServer) for (const serialized of compiled.styles) insertStyles(cache, serialized, false);
    const { styles } = compiled;
    useInsertionEffect(() => {
      for (const serialized of styles) insertStyles(cache, serialized, false);
    }, [cache, styles]);
    return compiled.classes;
  };
};
