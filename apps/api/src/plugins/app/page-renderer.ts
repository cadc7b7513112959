import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@rede/domain';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../../lib/internal-request.ts';
import { createPublicCache, type CachedAnswer, type PublicCache } from './public-cache.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx, built into apps/web/dist-ssr) exports. */
type RenderResult = { status: number; head: string; css: string; html: string; data: string };
type ServerEntry = {
  setup(
    fetchApi: (
      url: string,
      init: { method: string; headers: Record<string, string> },
    ) => Promise<{ status: number; headers: Record<string, string>; body: string }>,
  ): void;
  render(url: string): Promise<RenderResult>;
};

export type RenderedPage = { status: number; html: string };

export type PageRenderer = {
  /** The page at `url` (path and query) as a whole HTML document: index.html with the rendered app in it. */
  render(url: string, template: string, status?: number): Promise<RenderedPage>;
  /** A 200 page of `url` from the page cache (rendered once per change), computing it when absent. */
  cached(url: string, template: string): Promise<CachedAnswer>;
  /**
   * The 200 page of `url` without resolving its `?local=` (the visitor's lookup budget is spent): the list as
   * usual, with the place search's note that it is temporarily unavailable. Never cached.
   */
  renderWithoutPlace(url: string, template: string): Promise<RenderedPage>;
  /** A cached page when there is one (no rendering). */
  peek(url: string): CachedAnswer | undefined;
  cache: PublicCache;
};

/**
 * A request of the server to its own routes, in process: uncompressed, and marked internal so the per-IP
 * limits count only the visitor's page request that caused it.
 */
export const injectInternal = (app: FastifyInstance, url: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  app.inject({
    method: (init.method ?? 'GET') as 'GET',
    url,
    headers: { ...init.headers, [INTERNAL_REQUEST_HEADER]: INTERNAL_REQUEST_TOKEN, 'accept-encoding': 'identity' },
  });

/** The route the directory pages resolve their `?local=` with (the web app's get-place). */
const PLACE_ROUTE = '/api/companys/listfiltred/place';

/** What a render without lookups gets for its place: the error the page shows in place of the sorting (pt-BR). */
const PLACE_UNAVAILABLE = {
  status: 429,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({
    statusCode: 429,
    error: 'Too Many Requests',
    message: MESSAGES.directory.placeSearchUnavailable,
    additionalData: null,
  }),
};

/** The place text a directory page at `url` looks up, as the web app reads it (?local=, trimmed, at most 120 characters), or null. */
export const placeOfPage = (url: string): string | null => {
  const at = url.indexOf('?');
  return (at < 0 ? null : new URLSearchParams(url.slice(at + 1)).get('local')?.trim().slice(0, 120)) || null;
};

/** The built server entry beside the web app's dist folder, or null when the web app was built without it. */
export const serverEntryFile = (webDistDir: string): string | null => {
  const file = join(webDistDir, '..', 'dist-ssr', 'entry-server.js');
  return existsSync(file) ? file : null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A write that never changes what a public page shows: it does not empty the rendered pages. */
    keepsPublicPages?: boolean;
  }
}

/** The route config of such a write. */
export const KEEPS_PUBLIC_PAGES = { keepsPublicPages: true } as const;

/**
 * Pages kept rendered: bounded like the public answers (entries, bytes, 60 s), emptied on every change. Kept compressed
 * only (br and gzip, ~15 KB a page against ~100 KB of HTML), so the same bytes hold several times more pages.
 */
const PAGE_CACHE = { maxEntries: 2_000, maxBytes: 8 * 1024 * 1024, compressedOnly: true };

/**
 * The rendered app into index.html: the tags React hoisted (title, description, canonical, Open Graph, theme
 * colour) replace the template's own title, description and theme colour; emotion's critical CSS goes to <head>; the app's
 * HTML into #root, followed by its data as a non-executable JSON script (no CSP exception needed).
 */
export const assemblePage = (template: string, page: { head: string; css: string; html: string; data: string }): string => {
  // the page is readable before its JavaScript runs: the app's modules (hydration) load at low priority, after
  // what the page shows (images), instead of competing with it as a client-rendered page's must
  let out = template.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
  if (/<title[\s>]/i.test(page.head)) out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (/<meta\s+name="description"/i.test(page.head)) out = out.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  // the page's own theme colours (the brand's, light and dark) replace the template's defaults: a browser reads the first match
  if (/<meta\s+name="theme-color"/i.test(page.head)) out = out.replace(/<meta\s+name=["']theme-color["'][^>]*>\s*/gi, '');
  out = out.replace(/<noscript>[\s\S]*?<\/noscript>\s*/i, '');
  out = out.replace(/<\/head>/i, () => `${page.head}${page.css}</head>`);
  return out.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.html}</div><script type="application/json" id="ssr-data">${page.data}</script>`,
  );
};

/**
 * Loads the web app's server entry and connects it to this app: the pages' data come from the app's own
 * public routes through `inject` (in-process, from the read model and the public cache, marked internal
 * so the per-IP limits count only the visitor's page request). Null when the entry is not built.
 */
export const createPageRenderer = async (app: FastifyInstance, webDistDir: string): Promise<PageRenderer | null> => {
  const file = serverEntryFile(webDistDir);
  if (!file) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  // The renders under way by their place text: those that must not look it up, and those that may. The server entry
  // has one transport for every render, so a render is told apart by its place text; while a render that may look
  // the same text up is under way, the other shares its lookup (one answer cache, nothing more asked).
  const withoutLookup = new Map<string, number>();
  const withLookup = new Map<string, number>();
  const during = async <T>(renders: Map<string, number>, place: string | null, render: () => Promise<T>): Promise<T> => {
    if (place === null) return render();
    renders.set(place, (renders.get(place) ?? 0) + 1);
    try {
      return await render();
    } finally {
      const left = renders.get(place)! - 1;
      if (left > 0) renders.set(place, left);
      else renders.delete(place);
    }
  };
  entry.setup(async (url, init) => {
    const skipped = url.startsWith(`${PLACE_ROUTE}?`) ? new URLSearchParams(url.slice(PLACE_ROUTE.length + 1)).get('q') : null;
    if (skipped !== null && withoutLookup.has(skipped) && !withLookup.has(skipped)) return PLACE_UNAVAILABLE;
    const answer = await injectInternal(app, url, init);
    const contentType = answer.headers['content-type'];
    const headers: Record<string, string> = typeof contentType === 'string' ? { 'content-type': contentType } : {};
    return { status: answer.statusCode, headers, body: answer.body };
  });
  const cache = createPublicCache(PAGE_CACHE);
  // every change of the directory, and any other write (settings, banners, lines), empties the pages; not the
  // writes that never change a public page (logins, reset codes, engagement events: `config: KEEPS_PUBLIC_PAGES`)
  app.directoryChanges.on(() => cache.invalidate());
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && !request.routeOptions.config?.keepsPublicPages)
      cache.invalidate();
    done();
  });

  const render: PageRenderer['render'] = async (url, template, status) => {
    const result = await entry.render(url);
    return { status: status ?? result.status, html: assemblePage(template, result) };
  };

  return {
    render,
    cache,
    peek: (url) => cache.peek(url),
    cached: (url, template) => cache.get(url, async () => (await during(withLookup, placeOfPage(url), () => render(url, template, 200))).html),
    renderWithoutPlace: (url, template) => during(withoutLookup, placeOfPage(url), () => render(url, template, 200)),
  };
};
