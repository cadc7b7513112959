import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { publicSiteUrl } from '../../config/env.ts';
import { PUBLIC_CACHE_CONTROL } from '../../plugins/app/public-cache.ts';
import {
  buildDirectorySitemaps,
  createSitemapStore,
  SITEMAP_INDEX_PATH,
  visibleAmong,
  visiblePagesFingerprint,
  type SitemapFile,
  type SitemapStore,
} from './sitemap.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built sitemap of the public directory (rebuilt when the pages it lists change, at most once per refresh interval). */
    sitemaps: SitemapStore;
  }
}

/** robots.txt when the web app has none. */
const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /api/\n';

const unzip = promisify(gunzip);

/** Whether Accept-Encoding allows gzip (listed without q=0). */
const acceptsGzip = (header: string | undefined): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name!.trim().toLowerCase() === 'gzip' && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

/** A sitemap file: ETag, 304, the stored gzip to clients that accept gzip (unzipped for the others). */
const sendFile = async (request: FastifyRequest, reply: FastifyReply, file: SitemapFile) => {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', file.etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === file.etag || t.trim() === '*')) return reply.code(304).send();
  reply.type('application/xml; charset=utf-8');
  if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(await unzip(file.gzip));
};

/**
 * The sitemap and robots.txt (not under /api), every absolute URL on the configured public site
 * (`publicSiteUrl`: PUBLIC_URL, else PUBLIC_HOST), never on the request's Host or X-Forwarded-Proto:
 * - GET /sitemap.xml: the sitemap index, naming /sitemaps/sitemap-{i}.xml;
 * - GET /sitemaps/sitemap-{i}.xml: at most 50 000 URLs each; together the home, every state and city with
 *   visible partners and every visible partner page (lastmod = its dtUpdate);
 * - GET /robots.txt: the web app's robots.txt with `Sitemap: <public site>/sitemap.xml`.
 * The files are built by the first sitemap request and kept, gzipped (`app.sitemaps`). A change of the public
 * directory (the change signal, relayed between instances) makes the store look again after at most
 * `config.sitemapRefreshIntervalMs`: a rebuild only when the listed pages differ (an edit of a pending
 * company costs one query by primary key, and rebuilds nothing); requests meanwhile get the files there are.
 */
export const sitemapRoutes = fp<{ webDistDir: string | null }>(
  async (app, { webDistDir }) => {
    const { config, rateLimits } = app;
    const baseUrl = publicSiteUrl(config);
    const store = createSitemapStore({
      build: () => buildDirectorySitemaps(app.db, baseUrl),
      fingerprint: () => visiblePagesFingerprint(app.db),
      visibleAmong: (ids) => visibleAmong(app.db, ids),
      refreshIntervalMs: config.sitemapRefreshIntervalMs,
      now: () => app.clock().getTime(),
      onError: (error) => app.log.error({ err: error }, 'sitemap: falha ao atualizar em segundo plano'),
    });
    app.decorate('sitemaps', store);
    // product lines are not in the sitemap; anything else (companies, { all }) may change it
    const unsubscribe = app.directoryChanges.on((change) => {
      if ('companyIds' in change) store.changed(change.companyIds);
      else if ('all' in change) store.changed();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      await store.close();
    });

    const limit = app.rateLimit({ max: rateLimits.publicMax, timeWindow: rateLimits.ipWindowMs });
    const opts = { schema: { hide: true }, onRequest: [limit] };

    app.get(SITEMAP_INDEX_PATH, opts, async (request, reply) => sendFile(request, reply, (await store.get()).index));

    app.get<{ Params: { name: string } }>('/sitemaps/:name', opts, async (request, reply) => {
      const match = /^sitemap-(\d{1,6})\.xml$/.exec(request.params.name);
      const file = match ? (await store.get()).files[Number(match[1])] : undefined;
      if (!file) return reply.callNotFound();
      return sendFile(request, reply, file);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
      const file = webDistDir ? await readFile(join(webDistDir, 'robots.txt'), 'utf8').catch(() => null) : null;
      const lines = (file ?? DEFAULT_ROBOTS).split(/\r?\n/).filter((line) => !/^\s*sitemap\s*:/i.test(line));
      while (lines.length && lines.at(-1)!.trim() === '') lines.pop();
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(`${lines.join('\n')}\n\nSitemap: ${baseUrl}${SITEMAP_INDEX_PATH}\n`);
    });
  },
  { name: 'sitemap', dependencies: ['partner-directory'] },
);
