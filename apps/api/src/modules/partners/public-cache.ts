import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
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

/** Answers at least this long are sent compressed to clients that accept br or gzip (the map's markers: MBs of JSON). */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

const compressors: Record<ContentEncoding, (body: string) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

export type CachedAnswer = {
  body: string;
  etag: string;
  /** The body compressed with `encoding`, computed once per entry (off the main thread) and kept with it. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
};

type Entry = CachedAnswer & { expiresAt: number };

const entryOf = (body: string, expiresAt: number): Entry => {
  const encodings = new Map<ContentEncoding, Promise<Buffer>>();
  return {
    body,
    etag: etagOf(body),
    expiresAt,
    encoded(encoding) {
      let encoded = encodings.get(encoding);
      if (!encoded) encodings.set(encoding, (encoded = compressors[encoding](body)));
      return encoded;
    },
  };
};

/** The encoding to answer with: br, else gzip, when the client accepts it (q=0 refuses). */
export const preferredEncoding = (acceptEncoding: string | undefined): ContentEncoding | null => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
};

export type PublicCache = {
  /** The cached answer (JSON text and ETag) for `key`, computing and storing it when absent. */
  get(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer>;
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
      const entry = entryOf(body, now() + ttlMs);
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

/** Answers a public GET from the cache: Cache-Control, ETag, 304 for a matching If-None-Match, br/gzip for large answers. */
export const sendCached = async (request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) => {
  const answer = await request.server.publicCache.get(key, compute);
  const { body, etag } = answer;
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = body.length >= COMPRESS_MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
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
