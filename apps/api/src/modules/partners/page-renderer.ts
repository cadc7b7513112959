import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { INTERNAL_REQUEST_HEADER, INTERNAL_REQUEST_TOKEN } from '../../lib/internal-request.ts';
import { createPublicCache, RawJson, type CachedAnswer, type PublicCache } from './public-cache.ts';

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
 * only once a browser has asked (br, ~15 KB a page): 8 MB hold ~500 pages, where 24 MB of text held ~125, and a
 * page miss no longer leaves ~190 KB of text in the old generation for the next full collection to sweep.
 */
const PAGE_CACHE = { maxEntries: 2_000, maxBytes: 8 * 1024 * 1024, compressedOnly: true };

/**
 * The rendered app into index.html: the tags React hoisted (title, description, canonical, Open Graph)
 * replace the template's own title and description; emotion's critical CSS goes to <head>; the app's
 * HTML into #root, followed by its data as a non-executable JSON script (no CSP exception needed).
 */
export const assemblePage = (template: string, page: { head: string; css: string; html: string; data: string }): string => {
  // the page is readable before its JavaScript runs: the app's modules (hydration) load at low priority, after
  // what the page shows (images), instead of competing with it as a client-rendered page's must
  let out = template.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
  if (/<title[\s>]/i.test(page.head)) out = out.replace(/<title>[\s\S]*?<\/title>\s*/i, '');
  if (/<meta\s+name="description"/i.test(page.head)) out = out.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
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
  entry.setup(async (url, init) => {
    const answer = await injectInternal(app, url, init);
    const contentType = answer.headers['content-type'];
    const headers: Record<string, string> = typeof contentType === 'string' ? { 'content-type': contentType } : {};
    return { status: answer.statusCode, headers, body: answer.body };
  });
  const cache = createPublicCache(PAGE_CACHE);
  app.addHook('onClose', async () => cache.close());
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
    cached: (url, template) => cache.get(url, async () => new RawJson((await render(url, template, 200)).html)),
  };
};
