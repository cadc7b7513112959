import createCache, { type EmotionCache } from '@emotion/cache';

/** The key of every emotion cache of the app (class names `css-…`), on the server and in the browser. */
export const EMOTION_KEY = 'css';

/**
 * The attribute of a server-rendered page's critical CSS (`<style data-ssr-emotion="css name1 name2 …">`): the
 * names of the styles it holds, as emotion's own `data-emotion` would, under an attribute emotion does not look for.
 */
export const SSR_STYLES_ATTRIBUTE = 'data-ssr-emotion';

/**
 * The browser's emotion cache. On a server-rendered page it knows the page's critical CSS as inserted and leaves
 * its `<style>` where it is. Emotion's own hydration of `<style data-emotion>` elements moves each to the end of
 * <head> (twice: once when any cache is created, once into the cache's sheet): the browser dropped and parsed
 * the page's ~70 KB of CSS again and recomputed every element's style, ~40 ms of a throttled phone's
 * start-up task. Here the element joins the cache's sheet in place: styles inserted later go after it, the
 * global ones (emotion's Global) before it, the order emotion gives them.
 */
export const createBrowserEmotionCache = (): EmotionCache => {
  const cache = createCache({ key: EMOTION_KEY });
  document.querySelectorAll<HTMLStyleElement>(`style[${SSR_STYLES_ATTRIBUTE}^="${EMOTION_KEY} "]`).forEach((node) => {
    for (const name of node.getAttribute(SSR_STYLES_ATTRIBUTE)!.split(' ').slice(1)) cache.inserted[name] = true;
    cache.sheet.tags.push(node);
  });
  return cache;
};
