import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Browsers and CDNs may keep a public answer 60 s and serve it stale for 5 more minutes while revalidating. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** Bounds of the in-process cache: entries (LRU) and the time an entry lives (a backstop for writes made outside the API). */
export const PUBLIC_CACHE_MAX_ENTRIES = 500;
export const PUBLIC_CACHE_TTL_MS = 60_000;

/**
 * Mutating API requests that change what the public sees: any 2xx POST/PUT/PATCH/DELETE under these
 * prefixes empties the cache (companies and their workflow, company users' companies, company lines,
 * product lines (names, deletion), registration). One hook point, after the write committed.
 */
export const PUBLIC_DATA_WRITE_PREFIXES = ['/api/companys', '/api/companyLines', '/api/lines', '/api/login/registerCompany'] as const;

type Entry = { body: string; etag: string; expiresAt: number };

export type PublicCache = {
  /** The cached answer (JSON text and ETag) for `key`, computing and storing it when absent. */
  get(key: string, compute: () => Promise<unknown>): Promise<{ body: string; etag: string }>;
  /** Forgets everything (after any company write). */
  invalidate(): void;
  readonly size: number;
  /** How many times invalidate() ran (tests, metrics). */
  readonly generation: number;
};

const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * A bounded LRU of serialised public answers. A computation that started before an invalidation is
 * returned but not stored, so an answer read before a write commits never outlives the write.
 */
export const createPublicCache = (options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}): PublicCache => {
  const maxEntries = options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES;
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;
  return {
    async get(key, compute) {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) {
        entries.delete(key);
        entries.set(key, hit); // most recently used last
        return hit;
      }
      if (hit) entries.delete(key);
      const startedAt = generation;
      const body = JSON.stringify(await compute());
      const entry = { body, etag: etagOf(body), expiresAt: now() + ttlMs };
      if (startedAt === generation) {
        entries.set(key, entry);
        while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return entry;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
  };
};

/** A stable cache key: the route and its parsed query with keys sorted (arrays as given, already normalised). */
export const cacheKey = (route: string, query: object): string =>
  `${route}?${JSON.stringify(Object.entries(query).filter(([, v]) => v !== undefined).sort(([a], [b]) => a.localeCompare(b)))}`;

/** Answers a public GET from the cache: Cache-Control, ETag, and 304 for a matching If-None-Match. */
export const sendCached = async (request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) => {
  const { body, etag } = await request.server.publicCache.get(key, compute);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The public directory's in-process cache (invalidate() after a company write made outside the API). */
    publicCache: PublicCache;
  }
}

const isWrite = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';

/** Decorates `app.publicCache` and empties it after every successful write that changes public data. */
export const publicCachePlugin = fp<{ cache?: PublicCache }>(
  async (app, options) => {
    const cache = options.cache ?? createPublicCache();
    app.decorate('publicCache', cache);
    // onSend: the handler has committed, the client has not got the answer yet (no window for a stale read).
    app.addHook('onSend', async (request, reply, payload) => {
      if (!isWrite(request.method) || reply.statusCode >= 300) return payload;
      const path = request.url.split('?')[0] ?? '';
      if (PUBLIC_DATA_WRITE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`))) cache.invalidate();
      return payload;
    });
  },
  { name: 'public-cache' },
);
