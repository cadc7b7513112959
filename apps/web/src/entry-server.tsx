/**
 * Server rendering of the public pages (built by `vite build --ssr` into dist-ssr/, loaded by the API).
 *
 * The API hands in how to reach itself in-process (`fetchApi`: its own routes through `inject`, so the
 * page's data comes from the public read path and its cache). The page's data is fetched first (PREFETCH:
 * the feature's own list of the queries its components ask for), then the page renders; a query a pass
 * finds that nobody fetched is fetched and the page renders again (a safety net: a component that gains a
 * query still renders right, one pass later). The last pass waits for every lazy
 * component (renderToReadableStream's allReady). The answer carries the HTML of #root, the tags React
 * hoists to <head> (title, description, canonical, Open Graph), the critical CSS of emotion, and the
 * queries' data for the browser, which hydrates with them and makes no second request.
 */
// React's build for web streams, not its Node build: the Node build runs each render inside an AsyncLocalStorage,
// and before Node 24 the first one turns on promise hooks for the whole process, for good: every promise of every
// request then costs more.
import { renderToReadableStream } from 'react-dom/server.edge';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type Params } from 'react-router';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, QueryClient, type Query } from '@tanstack/react-query';
import { AppProvider } from './app/provider';
import { createAppRoutes } from './app/router';
import { preloadServerRenderedChunks } from './features/directory/components/directory-home';
import { prefetchDirectoryPage } from './features/directory/prefetch';
import { prefetchPartnerPage } from './features/partner/prefetch';
import { setApiFetch } from './lib/api-client';
import { appConfigQueryOptions } from './lib/config';
import type { TRouteHandle } from './lib/route-handle';
import { queryConfig } from './lib/query-client';
import { scriptSafeJson, serializeQueryState, type TSsrPayload } from './lib/ssr-data';
import { NO_SCRIPT_CSS } from './lib/needs-script';
import { EMOTION_KEY, SSR_STYLES_ATTRIBUTE } from './lib/emotion-cache';

/** The API answering in-process: path with query string → status, headers and body. */
export type TFetchApi = (
  url: string,
  init: { method: string; headers: Record<string, string> },
) => Promise<{ status: number; headers: Record<string, string>; body: string }>;

export type TRenderResult = { status: number; head: string; css: string; html: string; data: string };

/** What each server-rendered page fetches before its first pass (the same queries its components ask for). */
type TPrefetch = (client: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
const PREFETCH: Record<string, TPrefetch> = {
  homepage: prefetchDirectoryPage,
  '{uf}': prefetchDirectoryPage,
  '{uf}/{municipio}': prefetchDirectoryPage,
  '{uf}/{municipio}/{nome}/{id}': prefetchPartnerPage,
  'partnersdetails/{id}': prefetchPartnerPage,
};

/** More passes than this means a page keeps asking for new data: render what there is. */
const MAX_PASSES = 5;

const headersOf = (init: RequestInit): Record<string, string> => {
  const out: Record<string, string> = {};
  new Headers(init.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
};

let reportError: (error: unknown) => void = (error) => console.error(error);

/** Sets the in-process transport once (every page's queries go through it), and where rendering errors are reported. */
export const setup = (fetchApi: TFetchApi, onError?: (error: unknown) => void): void => {
  if (onError) reportError = onError;
  setApiFetch(async (url, init) => {
    const answer = await fetchApi(url, { method: init.method ?? 'GET', headers: headersOf(init) });
    return new Response(answer.status === 204 || answer.status === 304 ? null : answer.body, { status: answer.status, headers: answer.headers });
  });
};

/**
 * One emotion cache for every page: a style already serialised by an earlier page is not compiled again.
 * Emotion's server instance marks it (compat) so styles are collected, not written inline before each
 * element, and takes from it, per page, the styles whose class names that page's HTML uses (and the global
 * ones: the public pages' baseline and keyframes).
 */
const cache: EmotionCache = createCache({ key: EMOTION_KEY });
const emotion = createEmotionServer(cache);

/**
 * The shared cache as one render sees it, noting the name of every style the render looks up. A MUI component
 * styled on top of another (a Button on its ButtonBase, an AppBar on its Paper) serialises its own styles, then the
 * composition of both: only the composed class is in the HTML, so the page's critical CSS leaves the outer one out,
 * and the browser's cache, which knows the names the page's critical CSS lists, compiled each again with
 * stylis while hydrating (~18 styles, in the hydration's one synchronous task). The page lists those names too.
 */
const recordingCache = (seen: Set<string>): EmotionCache => ({
  ...cache,
  inserted: new Proxy(cache.inserted, {
    get(target, name) {
      if (typeof name === 'string') seen.add(name);
      return target[name as string];
    },
  }),
});

/** The styles a render used whose class is in no element of its HTML (the page names them with its critical CSS). */
const composedOnlyStyles = (seen: Set<string>, inPage: Set<string>): string[] =>
  [...seen].filter((name) => cache.inserted[name] !== undefined && !inPage.has(name));

/**
 * The page's critical CSS. The classes' styles under SSR_STYLES_ATTRIBUTE, naming also the styles used only
 * through a composition (see recordingCache): the browser's cache takes them as inserted without moving the
 * element (createBrowserEmotionCache). The global ones (emotion's Global) as emotion writes them, marked as
 * already placed (`data-s`), which its Global components find and keep.
 */
const styleTags = (chunks: ReturnType<typeof emotion.extractCriticalToChunks>, composedOnly: string[]): string =>
  chunks.styles
    .map(({ key, ids, css }) =>
      key === cache.key
        ? `<style ${SSR_STYLES_ATTRIBUTE}="${key} ${[...ids, ...composedOnly].join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');

const routes = createAppRoutes();
const handler = createStaticHandler(routes);

const renderToHtml = async (element: React.ReactNode): Promise<string> => {
  const stream = await renderToReadableStream(element, {
    // every boundary inline, however large: the page is sent whole, and outlined boundaries would need
    // React's inline scripts, which the CSP does not allow
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // a component that throws is rendered by the browser (its error boundary); the page still answers
    onError: (error) => reportError(error),
  });
  // the whole page, every lazy component loaded (a shell error rejects renderToReadableStream itself)
  await stream.allReady;
  return new Response(stream).text();
};

/** Queries a pass created that nobody has fetched yet (and that are enabled). */
const newQueries = (client: QueryClient, fetched: Set<string>): Query[] =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => !fetched.has(q.queryHash) && q.state.status === 'pending' && (q.options as { enabled?: unknown }).enabled !== false);

/** React puts the tags it hoists (<title>, <meta>, <link>) at the start of a tree's HTML: they go to <head>. */
const splitHoisted = (html: string): { head: string; body: string } => {
  const match = /^(?:\s*<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/i.exec(html);
  return match ? { head: match[0], body: html.slice(match[0].length) } : { head: '', body: html };
};

/** Renders `url` (path and query) of the public site. */
export const render = async (url: string): Promise<TRenderResult> => {
  // the directory's lazy parts render without a Suspense boundary once loaded, as the browser hydrates them (SuspenseUntilLoaded)
  await preloadServerRenderedChunks();
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  // the public routes have no loaders or actions, so nothing answers a Response (a redirect) here
  if (context instanceof Response) throw new Error(`Resposta inesperada ao renderizar ${url}: ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { ...queryConfig, queries: { ...queryConfig.queries, retry: false } } });
  const tree = (cache: EmotionCache) => (
    <CacheProvider value={cache}>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </CacheProvider>
  );

  // the page's own data first (one pass then suffices); any query a pass still finds new is fetched for the next
  const leaf = context.matches.at(-1);
  const prefetch = PREFETCH[(leaf?.route.handle as TRouteHandle | undefined)?.name ?? ''];
  const search = new URL(url, 'http://localhost').searchParams;
  await Promise.all([queryClient.prefetchQuery(appConfigQueryOptions()), prefetch?.(queryClient, leaf?.params ?? {}, search)]);
  const fetched = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.queryHash),
  );
  let seen = new Set<string>();
  let html = await renderToHtml(tree(recordingCache(seen)));
  for (let pass = 1; pass < MAX_PASSES; pass += 1) {
    const pending = newQueries(queryClient, fetched);
    if (pending.length === 0) break;
    pending.forEach((q) => fetched.add(q.queryHash));
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
    seen = new Set<string>();
    html = await renderToHtml(tree(recordingCache(seen)));
  }

  const chunks = emotion.extractCriticalToChunks(html);
  const inPage = new Set(chunks.styles.flatMap((style) => style.ids));
  const css = `${styleTags(chunks, composedOnlyStyles(seen, inPage))}<noscript><style>${NO_SCRIPT_CSS}</style></noscript>`;
  const { head, body } = splitHoisted(html);
  const payload: TSsrPayload = {
    queries: serializeQueryState(dehydrate(queryClient, { shouldDehydrateQuery: (q) => q.state.status === 'success' || q.state.status === 'error' })),
  };
  return { status: context.statusCode, head, css, html: body, data: scriptSafeJson(payload) };
};
