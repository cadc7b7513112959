import { hash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompressSync, constants as zlib, gunzipSync, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { heapBytesOfString } from '../../lib/heap-strings.ts';

/** Browsers and CDNs may keep a public answer 60 s and serve it stale for 5 more minutes while revalidating. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/**
 * Bounds of the in-process cache: entries, bytes (the JSON, its compressed variants and the key) and the
 * time an entry lives (a backstop for writes made outside the API). Expired entries are dropped every TTL.
 */
export const PUBLIC_CACHE_MAX_ENTRIES = 5_000;
export const PUBLIC_CACHE_MAX_BYTES = 16 * 1024 * 1024;
export const PUBLIC_CACHE_TTL_MS = 60_000;
/** Bytes counted for an entry besides its strings and buffers (objects, maps). */
const ENTRY_OVERHEAD_BYTES = 256;

/** Answers at least this long are sent compressed to clients that accept br or gzip (the map's markers: MBs of JSON). */
export const COMPRESS_MIN_BYTES = 1024;

export type ContentEncoding = 'br' | 'gzip';

const compressors: Record<ContentEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

const decompressors: Record<ContentEncoding, (buffer: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

export type CachedAnswer = {
  /**
   * The answer in UTF-8, as sent (an entry kept compressed only gives it decompressed, each time: for the rare client
   * that asks for it plain). Bytes outside V8's heap: a young collection does not copy them, an answer sent again is
   * not encoded again, and Portuguese text takes one byte a character where a JavaScript string with any non-Latin-1
   * character (a dash, a quote) takes two.
   */
  readonly body: Buffer;
  /** The body's length, in bytes. */
  readonly length: number;
  readonly etag: string;
  /** The body compressed with `encoding`, computed once per entry (off the main thread) and kept with it. */
  encoded(encoding: ContentEncoding): Promise<Buffer>;
};

/**
 * A cached answer. `compressedOnly`: once a compressed variant exists, the plain bytes are dropped and the entry counts only
 * its compressed bytes (the pages: ~100 KB of HTML each against ~15 KB of br).
 *
 * A class, not an object literal with a getter and closures: every answer makes one (a miss too, when it is not kept), and
 * V8 builds such a literal through the runtime, in dictionary mode, leaving ~260 bytes a piece for the next young collection
 * to promote; under the bench's random searches that was most of what filled the old generation (docs/decisions.md).
 */
class Entry implements CachedAnswer {
  readonly length: number;
  readonly etag: string;
  /** What the entry weighs in the cache: its bytes (plain, compressed) and ENTRY_OVERHEAD_BYTES. */
  bytes: number;
  /** The plain bytes; null once dropped (compressedOnly). */
  private kept: Buffer | null;
  // one of each encoding at most: plain records (every answer makes an entry; most are never compressed)
  private done: Partial<Record<ContentEncoding, Buffer>> | null = null;
  private encodings: Partial<Record<ContentEncoding, Promise<Buffer>>> | null = null;

  constructor(
    text: string | Buffer,
    private readonly compressedOnly = false,
    private readonly onGrow?: (entry: Entry) => void,
  ) {
    const kept = typeof text === 'string' ? Buffer.from(text, 'utf8') : text;
    this.kept = kept;
    this.length = kept.byteLength;
    this.etag = etagOf(kept);
    this.bytes = kept.byteLength + ENTRY_OVERHEAD_BYTES;
  }

  get body(): Buffer {
    if (this.kept !== null) return this.kept;
    const encoding: ContentEncoding = this.done?.br ? 'br' : 'gzip';
    return decompressors[encoding](this.done![encoding]!);
  }

  encoded(encoding: ContentEncoding): Promise<Buffer> {
    const encodings = (this.encodings ??= {});
    return (encodings[encoding] ??= compressors[encoding](this.body).then((buffer) => {
      (this.done ??= {})[encoding] = buffer;
      this.bytes += buffer.byteLength;
      if (this.compressedOnly && this.kept !== null) {
        this.bytes -= this.kept.byteLength;
        this.kept = null;
      }
      this.onGrow?.(this);
      return buffer;
    }));
  }
}

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
   * The cached answer (JSON text and ETag) for `key`, computing and storing it when absent (concurrent misses share one
   * computation). `admitOnRepeat` (the routes whose keys a visitor's position makes one-off: the list and the map; like
   * nginx's `proxy_cache_min_uses 2`): a key's first answer is computed and sent but not stored, the next one is.
   */
  get(key: string, compute: () => Promise<unknown>, options?: { admitOnRepeat?: boolean }): Promise<CachedAnswer>;
  /** The cached answer for `key` when it is there (no computation). */
  peek(key: string): CachedAnswer | undefined;
  /** Whether an answer for `key` is stored (without touching it). */
  has(key: string): boolean;
  /**
   * The cache key a request URL (path and raw query) was answered with, remembered by `sendCached`: the
   * fast path answers a repeated URL from the cache before validating its query again.
   */
  keyOfUrl(url: string): string | undefined;
  rememberUrl(url: string, key: string): void;
  /** Forgets everything (after any change of the public data). */
  invalidate(): void;
  /** Entries held, and their bytes (JSON, compressed variants, keys). */
  readonly size: number;
  readonly bytes: number;
  readonly maxBytes: number;
  /** How many times invalidate() ran (tests, metrics). */
  readonly generation: number;
  /** Drops the expired entries (every TTL on a timer). */
  prune(): void;
  /** Stops the timer that drops expired entries. */
  close(): void;
};

const etagOf = (body: Buffer) => `W/"${hash('sha1', body, 'base64url').slice(0, 27)}"`;

/** Slots of the doorkeeper of `admitOnRepeat` (PublicCache.get): how many keys it remembers at most. */
export const SEEN_KEYS_SLOTS = 1 << 17;

/** FNV-1a of the key's UTF-16 units, cut to 30 bits. */
const keyHash = (key: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
};

/**
 * The doorkeeper of `admitOnRepeat`: whether `key` was asked for before (remembering it if not). A table of 30-bit
 * hashes, one slot per hash's low bits (512 KB, allocated once: nothing for the garbage collector, however many keys
 * go through); a key that lands in a slot takes it from the one before. Either way it errs only towards storing: a
 * hash shared by two keys admits the second one early, and a key whose slot was taken is stored on its third time.
 */
const createDoorkeeper = () => {
  const slots = new Uint32Array(SEEN_KEYS_SLOTS);
  return (key: string): boolean => {
    const h = keyHash(key);
    // bit 30 set: a remembered hash is never the empty slot's 0
    const tag = h | 0x40000000;
    const slot = h & (SEEN_KEYS_SLOTS - 1);
    if (slots[slot] === tag) return true;
    slots[slot] = tag;
    return false;
  };
};

/** An answer already serialised (the read model renders its JSON itself, as UTF-8 bytes): stored as is. */
export class RawJson {
  constructor(readonly json: string | Buffer) {}
}

const serialise = (value: unknown): string | Buffer => (value instanceof RawJson ? value.json : JSON.stringify(value));

/**
 * A bounded LRU (lru-cache) of serialised public answers: at most `maxEntries` entries and `maxBytes`
 * bytes, each for `ttlMs`; expired entries are dropped every `ttlMs`. Concurrent misses of one key share
 * one computation (a list of the computations under way, not lru-cache's fetch(): that made an AbortController, its
 * signal and a listener per miss, which outlived V8's young collections; docs/decisions.md). A computation that
 * started before an invalidation is answered but not stored, and a request after it never waits for one, so an answer
 * read before a write commits never outlives the write.
 *
 * A key asked for with `admitOnRepeat` is stored the second time it is asked for. A search from a visitor's own
 * position is asked for once: storing each of them made the cache turn over every ~1.5 s under the bench's random
 * searches, evicting the answers asked for again, and the stored objects died in V8's old generation (docs/decisions.md).
 */
export const createPublicCache = (
  options: { maxEntries?: number; maxBytes?: number; ttlMs?: number; now?: () => number; compressedOnly?: boolean } = {},
): PublicCache => {
  const maxBytes = options.maxBytes ?? PUBLIC_CACHE_MAX_BYTES;
  const maxEntries = options.maxEntries ?? PUBLIC_CACHE_MAX_ENTRIES;
  const ttlMs = options.ttlMs ?? PUBLIC_CACHE_TTL_MS;
  const askedBefore = createDoorkeeper();
  let generation = 0;
  const cache = new LRUCache<string, Entry>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entry.bytes + heapBytesOfString(key),
    ttl: ttlMs,
    ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
  });
  // a compressed variant added later counts too (and the text dropped, compressedOnly): lru-cache sizes an entry when
  // it is added, not when the same value is set again, so it goes in again with its new size and remaining time
  const grow = (key: string) => (entry: Entry) => {
    if (cache.peek(key) !== entry) return;
    const ttl = cache.getRemainingTTL(key);
    cache.delete(key);
    if (ttl > 0) cache.set(key, entry, { ttl });
  };
  // the computations under way: concurrent misses of a key wait for the same one; emptied by invalidate(). A list
  // searched by key, not a Map: a computation ends within a few microtasks, so it holds 0–2 of them, and a Map that is
  // added to and deleted from on every miss reallocated its table each time (garbage that outlived young collections)
  const computing: { key: string; pending: Promise<Entry> }[] = [];
  const computingOf = (key: string) => {
    for (const under of computing) if (under.key === key) return under.pending;
    return undefined;
  };
  const computeAndKeep = async (key: string, compute: () => Promise<unknown>): Promise<Entry> => {
    const startedAt = generation;
    const under = { key, pending: (async () => new Entry(serialise(await compute()), options.compressedOnly, grow(key)))() };
    computing.push(under);
    try {
      const entry = await under.pending;
      // a computation that started before an invalidation is answered but not kept
      if (startedAt === generation) cache.set(key, entry);
      return entry;
    } finally {
      const at = computing.indexOf(under);
      if (at >= 0) {
        computing[at] = computing[computing.length - 1]!;
        computing.pop();
      }
    }
  };
  // request URL → cache key, for answers that were kept: as many as the answers (a URL whose answer is gone is of no
  // use; 20 000 of them took ~3 MB of heap under the bench's random searches), bounded by bytes too (URLs ≤ ~2 KB)
  const urlKeys = new LRUCache<string, string>({
    max: maxEntries,
    maxSize: URL_KEYS_MAX_BYTES,
    sizeCalculation: (key, url) => key.length + url.length,
  });
  const purge = setInterval(() => cache.purgeStale(), ttlMs);
  purge.unref();
  return {
    peek(key) {
      return cache.get(key, { allowStale: false });
    },
    has(key) {
      return cache.has(key);
    },
    keyOfUrl(url) {
      return urlKeys.get(url);
    },
    rememberUrl(url, key) {
      if (url.length <= 2_048) urlKeys.set(url, key);
    },
    async get(key, compute, { admitOnRepeat = false } = {}) {
      const kept = cache.get(key);
      if (kept) return kept;
      const pending = computingOf(key);
      if (pending) return pending;
      if (admitOnRepeat && !askedBefore(key)) return new Entry(serialise(await compute()));
      return computeAndKeep(key, compute);
    },
    invalidate() {
      generation += 1;
      computing.length = 0;
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
    prune() {
      cache.purgeStale();
    },
    close() {
      clearInterval(purge);
    },
  };
};

/** Bytes of the URLs remembered for the fast path (see PublicCache.keyOfUrl). */
const URL_KEYS_MAX_BYTES = 4 * 1024 * 1024;

/** A stable cache key: the route and its parsed query with keys sorted (arrays as given, already normalised). */
export const cacheKey = (route: string, query: object): string =>
  `${route}?${JSON.stringify(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      // query keys are ASCII names: code-unit order (localeCompare goes through ICU on every request)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )}`;

/**
 * The route's 200 answer for `value` as Fastify serialises any answer: through the route's response schema
 * (fastify-type-provider-zod: unknown keys dropped, a value outside the schema a 500). Throws when the route
 * declares no 200 response schema. Pre-rendered JSON (RawJson: the read model's lists and map answers, every
 * cache miss of a random search) is sent as rendered: parsing and re-serialising it per miss cost ~70 µs of a
 * ~380 µs request; its conformity to the schemas is proven by test/read-model.test.ts and the map tests.
 */
const throughResponseSchema = (reply: FastifyReply, value: unknown): RawJson =>
  value instanceof RawJson ? value : new RawJson(reply.serializeInput(value as Record<string, unknown>, '200') as string);

/**
 * Answers a public GET from the cache: Cache-Control, ETag, 304 for a matching If-None-Match, br/gzip for
 * large answers. A miss computes the answer and passes it through the route's 200 response schema once,
 * and the cache keeps that JSON: a cached answer (and the fast path, answerFromCache) never bypasses its schema.
 */
export const sendCached = async (
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
  /**
   * An answer that depends on the time (openNow): its own Cache-Control, and no URL fast path (the key changes each minute).
   * `admitOnRepeat`: stored the second time its key is asked for (PublicCache.get).
   */
  options: { cacheControl?: string; rememberUrl?: boolean; admitOnRepeat?: boolean } = {},
) => {
  const cache = request.server.publicCache;
  const answer = await cache.get(key, async () => throughResponseSchema(reply, await compute()), { admitOnRepeat: options.admitOnRepeat });
  // the fast path is for URLs whose answer was kept (not a first answer the cache did not admit)
  if (options.rememberUrl !== false && cache.has(key)) cache.rememberUrl(request.url, key);
  return sendAnswer(request, reply, answer, options.cacheControl);
};

/**
 * Cache-Control of an "open now" answer: kept until the end of its minute at most (an opening or closing
 * happens on a minute), no stale-while-revalidate.
 */
export const openNowCacheControl = (at: Date): string => `public, max-age=${Math.max(1, 60 - at.getUTCSeconds())}`;

/**
 * onRequest hook of the cached public routes, after their rate limit: a URL answered before whose answer
 * is still cached is sent at once (its query was validated when it was first answered, and the cache
 * empties on every change), skipping validation and the handler. Anything else goes the normal way.
 */
export const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
  const cache = request.server.publicCache;
  const key = cache.keyOfUrl(request.url);
  const answer = key === undefined ? undefined : cache.peek(key);
  if (!answer) return;
  await sendAnswer(request, reply, answer);
  return reply;
};

const sendAnswer = async (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, cacheControl = PUBLIC_CACHE_CONTROL) => {
  const { etag } = answer;
  reply.header('cache-control', cacheControl).header('etag', etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = answer.length >= COMPRESS_MIN_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(answer.body);
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
    const cache = options.cache ?? createPublicCache();
    app.decorate('publicCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'public-cache' },
);
