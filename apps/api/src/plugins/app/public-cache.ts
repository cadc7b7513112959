import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** Browsers and CDNs may keep a public answer 60 s and serve it stale for 5 more minutes while revalidating. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/**
 * Bounds of the in-process cache: entries, bytes (the answer, its compressed variants and the key) and the
 * time an entry lives (a backstop for writes made outside the API).
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 5_000;
export const PUBLIC_CACHE_MAX_BYTES = 16 * 1024 * 1024;
export const PUBLIC_CACHE_TTL_MS = 60_000;

/** Answers at least this long are kept and sent compressed to clients that accept br or gzip (the map's markers). */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type CachedAnswer = {
  /** The answer in UTF-8, as sent without compression (decompressed on demand for an entry kept compressed only). */
  readonly body: Buffer;
  /** The uncompressed body's length, in bytes. */
  readonly length: number;
  readonly etag: string;
  /** The body in an encoding (br or gzip), made once when a client first asks for it; null below COMPRESS_MIN_BYTES. */
  readonly encoded: ((encoding: ContentEncoding) => Promise<Buffer>) | null;
  /** What the answer weighs in the cache, in bytes. */
  readonly bytes: number;
};

const etagOf = (body: Buffer) => `W/"${hash('sha1', body, 'base64url').slice(0, 27)}"`;

const compress = (plain: Buffer, encoding: ContentEncoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(plain, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: plain.byteLength } })
    : gzipAsync(plain, { level: 6 });

/**
 * The answer for `text`, encoded once (a repeated answer is sent as these bytes). Its br or gzip variant is made (off
 * the main thread) when a client first asks for that encoding, then kept: a miss costs no compression nobody asked
 * for. Its weight counts the plain bytes and room for the variants (JSON and HTML compress to well under a quarter
 * each). `compressedOnly` (the pages): both variants are made at once and the plain bytes are not kept.
 */
export const makeAnswer = async (text: string, compressedOnly = false): Promise<CachedAnswer> => {
  const plain = Buffer.from(text, 'utf8');
  const length = plain.byteLength;
  const etag = etagOf(plain);
  if (length < COMPRESS_MIN_BYTES) return { body: plain, length, etag, encoded: null, bytes: length };
  if (!compressedOnly) {
    const variants: Partial<Record<ContentEncoding, Promise<Buffer>>> = {};
    const encoded = (encoding: ContentEncoding) => (variants[encoding] ??= compress(plain, encoding));
    return { body: plain, length, etag, encoded, bytes: length + Math.ceil(length / 2) };
  }
  const [br, gz] = await Promise.all([compress(plain, 'br'), compress(plain, 'gzip')]);
  const kept = { br, gzip: gz };
  return {
    get body() {
      return brotliDecompressSync(br);
    },
    length,
    etag,
    encoded: async (encoding) => kept[encoding],
    bytes: br.byteLength + gz.byteLength,
  };
};

/** The encoding to answer with: br, else gzip, when the client accepts it (q=0 refuses). */
export const preferredEncoding = (acceptEncoding: string | undefined): ContentEncoding | null => {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
      .map(([name]) => name!.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
};

export type PublicCache = {
  /**
   * The cached answer for `key`, computing (`compute` gives the answer's text) and storing it when absent. Concurrent
   * misses of a key share one computation (lru-cache's `fetch()`).
   */
  get(key: string, compute: () => Promise<string>): Promise<CachedAnswer>;
  /** The cached answer for `key` when it is there (no computation). */
  peek(key: string): CachedAnswer | undefined;
  /** Forgets everything (after any change of the public data): a computation under way is answered but not stored. */
  invalidate(): void;
  /** Entries held, and their bytes (answers, compressed variants, keys). */
  readonly size: number;
  readonly bytes: number;
  readonly maxBytes: number;
  /** The directory version the cache holds answers of: how many times invalidate() ran. */
  readonly generation: number;
};

/**
 * A bounded LRU (lru-cache) of public answers: at most `maxEntries` entries and `maxBytes` bytes, each for `ttlMs`.
 * `fetch()` shares one computation between concurrent misses of a key; `invalidate()` clears the cache, which aborts
 * the computations under way: with `ignoreFetchAbort` their callers still get the answer, but it is not stored, and a
 * request after the invalidation starts a computation of its own. So an answer read before a write commits never
 * outlives the write.
 */
export const createPublicCache = (
  options: { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number; compressedOnly?: boolean } = {},
): PublicCache => {
  const maxBytes = options.maxBytes ?? PUBLIC_CACHE_MAX_BYTES;
  let generation = 0;
  const cache = new LRUCache<string, CachedAnswer, () => Promise<string>>({
    max: options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES,
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.bytes + key.length,
    ttl: options.ttlMs ?? PUBLIC_CACHE_TTL_MS,
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { context }) => makeAnswer(await context(), options.compressedOnly),
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  return {
    async get(key, compute) {
      const answer = await cache.fetch(key, { context: compute });
      // fetchMethod always gives an answer (or throws); only an aborted fetch without ignoreFetchAbort gives none
      if (!answer) throw new Error(`no answer for ${key}`);
      return answer;
    },
    peek(key) {
      return cache.get(key);
    },
    invalidate() {
      generation += 1;
      cache.clear();
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
    maxBytes,
    get generation() {
      return generation;
    },
  };
};

/** A stable cache key: the route and its parsed query with keys sorted (arrays as given, already normalised). */
export const cacheKey = (route: string, query: object): string =>
  `${route}?${JSON.stringify(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )}`;

/**
 * JSON whose parts went through the route's response schema where they were made: the read model checks each
 * partner once when it renders it, so the list answers joined from those parts are sent as they are.
 */
export class CheckedJson {
  constructor(readonly text: string) {}
}

/**
 * Answers a public GET from the cache: Cache-Control, ETag, 304 for a matching If-None-Match, br/gzip for
 * large answers. A miss computes the answer and passes it through the route's 200 response schema
 * (fastify-type-provider-zod: unknown keys dropped, a value outside the schema a 500), unless it is CheckedJson;
 * the cache keeps that JSON, so no answer bypasses its schema. The route handler is the only way in.
 */
export const sendCached = async (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
  /** An answer that depends on the time (openNow) or must be revalidated: its own Cache-Control. */
  options: { cacheControl?: string } = {},
) => {
  const answer = await request.server.publicCache.get(key, async () => {
    const value = await compute();
    return value instanceof CheckedJson ? value.text : (reply.serializeInput(value as Record<string, unknown>, '200') as string);
  });
  reply.header('cache-control', options.cacheControl ?? PUBLIC_CACHE_CONTROL);
  return sendAnswer(request, reply, answer, 'application/json; charset=utf-8');
};

/**
 * Cache-Control of an "open now" answer: kept until the end of its minute at most (an opening or closing
 * happens on a minute), no stale-while-revalidate.
 */
export const openNowCacheControl = (at: Date): string => `public, max-age=${Math.max(1, 60 - at.getUTCSeconds())}`;

/** Sends a cached answer: its ETag (304 when the client has it), then its body, compressed when the client accepts it. */
export const sendAnswer = async (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, contentType: string) => {
  const { etag } = answer;
  reply.header('etag', etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return reply.code(304).send();
  reply.type(contentType);
  const encoding = answer.encoded ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding || !answer.encoded) return reply.send(answer.body);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The public directory's in-process cache (invalidate() after a company write made outside the API). */
    publicCache: PublicCache;
  }
}

/**
 * Decorates `app.publicCache`. It is emptied by the public directory's change signal
 * (`app.directoryChanges`, directory-plugin.ts) after every write that changes public data.
 */
export const publicCachePlugin = fp<{ cache?: PublicCache }>(
  async (app, options) => {
    app.decorate('publicCache', options.cache ?? createPublicCache());
  },
  { name: 'public-cache' },
);
