/** Public answers are compressed (br, else gzip) for clients that accept it, once per cached entry. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { heapBytesOfString } from '../src/lib/heap-strings.ts';
import {
  answerFromCache,
  COMPRESS_MIN_BYTES,
  createPublicCache,
  preferredEncoding,
  publicCachePlugin,
  RawJson,
  sendCached,
} from '../src/modules/partners/public-cache.ts';
import { build, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const CITIES = '/api/companys/listfiltred/cities/all?state=SP'; // 645 municipalities: tens of KB

describe('public answer compression', () => {
  it('picks br, else gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('GZIP')).toBe('gzip');
  });

  it('sends the same JSON compressed with br or gzip, and plain to clients that do not ask', async () => {
    const { app } = await build(database.db);
    const plain = await app.inject({ method: 'GET', url: CITIES });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    const br = await app.inject({ method: 'GET', url: CITIES, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('application/json');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());

    const gzip = await app.inject({ method: 'GET', url: CITIES, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(gzip.headers.etag).toBe(plain.headers.etag);

    const revalidated = await app.inject({
      method: 'GET',
      url: CITIES,
      headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('leaves small answers uncompressed', async () => {
    const { app } = await build(database.db);
    const states = await app.inject({ method: 'GET', url: '/api/companys/listfiltred/states', headers: { 'accept-encoding': 'br' } });
    expect(states.statusCode).toBe(200);
    expect(states.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(states.headers['content-encoding']).toBeUndefined();
  });
});

describe('public cache bounds (lru-cache)', () => {
  it('stays within its bytes and entries while 2 000 distinct public queries go through it, and drops expired entries', async () => {
    const { insertRandomCompanies } = await import('./partners/directory-fixtures.ts');
    const { createRandom } = await import('../src/db/seed/prng.ts');
    const { lines } = await import('../src/db/schema/index.ts');
    const lineIds = (await database.db.select({ id: lines.id }).from(lines)).map((l) => l.id);
    await insertRandomCompanies(database.db, createRandom(5), 400, lineIds);
    const cache = createPublicCache({ maxBytes: 4 * 1024 * 1024, maxEntries: 1_500 });
    const { app } = await build(database.db, { before: async (a) => void (a.publicCache = cache) });
    let largest = 0;
    for (let i = 0; i < 2_000; i++) {
      // distinct positions and pages of 100 partners (tens of KB each), half of them asked compressed; every 4th a map viewport
      const url =
        i % 4 === 3
          ? `/api/companys/listfiltred/map?bbox=${-50 + i * 0.001},-26,${-44 + i * 0.001},-20&zoom=8`
          : `/api/companys/listfiltred/open?lat=${(-23 - i * 0.0001).toFixed(4)}&lng=-46.6&pageSize=100`;
      // each asked twice: the list and the map keep a query the second time it is asked for (admitOnRepeat)
      for (let time = 0; time < 2; time++) {
        const response = await app.inject({ method: 'GET', url, headers: i % 2 ? { 'accept-encoding': 'br, gzip' } : {} });
        expect(response.statusCode, url).toBe(200);
      }
      largest = Math.max(largest, cache.bytes);
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
      expect(cache.size).toBeLessThanOrEqual(1_500);
    }
    expect(largest).toBeGreaterThan(cache.maxBytes * 0.75); // the bound was reached, and held
    cache.close();
  }, 120_000);

  it('counts a body by its UTF-8 bytes, held outside the heap, and its key by the heap it takes', async () => {
    expect(heapBytesOfString('São Paulo')).toBe(9);
    expect(heapBytesOfString('Página 2 – São Paulo…')).toBe(2 * 'Página 2 – São Paulo…'.length);
    const cache = createPublicCache();
    const ascii = 'a'.repeat(10_000);
    const accented = 'ã'.repeat(10_000);
    const answer = await cache.get('one', async () => new RawJson(ascii));
    const afterOne = cache.bytes;
    await cache.get('two', async () => new RawJson(accented));
    // the same length of text (and of key): 'ã' takes two bytes in UTF-8
    expect(cache.bytes - afterOne - afterOne).toBe(10_000);
    // what is sent: the text's bytes, encoded once
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect(answer.body.toString('utf8')).toBe(ascii);
    expect(answer.length).toBe(10_000);
    cache.close();
  });

  it('keeps an entry compressed only once a client asked for it compressed (the pages): bytes of br, the text decompressed', async () => {
    const cache = createPublicCache({ compressedOnly: true });
    const text = `<!doctype html><p>Parceiros em São Paulo – SP</p>${'<li>Baterias Centro</li>'.repeat(4_000)}`;
    const answer = await cache.get('/sp/sao-paulo', async () => new RawJson(text));
    const textBytes = cache.bytes;
    expect(textBytes).toBeGreaterThan(Buffer.byteLength(text)); // counted in UTF-8 bytes
    const br = await answer.encoded('br');
    // only the compressed bytes are held now, and the same answer comes out of them
    expect(cache.bytes).toBeLessThan(textBytes / 20);
    expect(cache.bytes).toBeGreaterThanOrEqual(br.byteLength);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(answer.body.toString('utf8')).toBe(text);
    expect(answer.length).toBe(Buffer.byteLength(text));
    expect(gunzipSync(await answer.encoded('gzip')).toString('utf8')).toBe(text);
    expect(cache.peek('/sp/sao-paulo')!.etag).toBe(answer.etag);
    // a cache that keeps the text (the JSON answers) still counts it with the compressed variant
    const keeping = createPublicCache();
    const kept = await keeping.get('k', async () => new RawJson(text));
    await kept.encoded('br');
    expect(keeping.bytes).toBeGreaterThan(textBytes);
    cache.close();
    keeping.close();
  });

  it('with admitOnRepeat (the list and the map), keeps a key the second time it is asked for: one-off searches never fill it', async () => {
    const cache = createPublicCache();
    let computed = 0;
    const ask = (key: string) => cache.get(key, async () => new RawJson(`{"n":${++computed}}`), { admitOnRepeat: true });
    // 3 000 searches from distinct positions, each asked once: answered, none kept
    for (let i = 0; i < 3_000; i++) {
      const answer = await ask(`open?lat=-23.${i}&lng=-46.6`);
      expect(answer.body.toString('utf8')).toBe(`{"n":${computed}}`);
    }
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    // a repeated one: kept the second time, then answered from the cache (with its ETag) without computing again
    await ask('open?uf=SP');
    expect(cache.has('open?uf=SP')).toBe(false);
    const second = await ask('open?uf=SP');
    expect(cache.has('open?uf=SP')).toBe(true);
    const before = computed;
    const third = await ask('open?uf=SP');
    expect(computed).toBe(before);
    expect(third.etag).toBe(second.etag);
    // after a change it is kept again at once (it was asked for before), with the new answer
    cache.invalidate();
    const fresh = await ask('open?uf=SP');
    expect(fresh.body.toString('utf8')).toBe(`{"n":${before + 1}}`);
    expect(cache.has('open?uf=SP')).toBe(true);
    // concurrent repeats share one computation, as without admission
    await ask('open?uf=RJ');
    const counted = computed;
    await Promise.all(Array.from({ length: 5 }, () => ask('open?uf=RJ')));
    expect(computed).toBe(counted + 1);
    // without it (every other public answer), the first answer is kept
    await cache.get('states', async () => ({ n: 0 }));
    expect(cache.has('states')).toBe(true);
    cache.close();
  });

  it('shares a computation between concurrent misses; after an invalidation a request computes anew instead of waiting for it', async () => {
    const cache = createPublicCache();
    let release!: (value: unknown) => void;
    let computed = 0;
    const slow = () => {
      computed += 1;
      return new Promise((resolve) => (release = resolve));
    };
    const first = cache.get('k', slow);
    const second = cache.get('k', slow);
    expect(computed).toBe(1);
    cache.invalidate();
    const after = cache.get('k', async () => ({ v: 'new' }));
    release({ v: 'old' });
    expect((await first).body.toString('utf8')).toBe('{"v":"old"}');
    expect((await second).body.toString('utf8')).toBe('{"v":"old"}');
    expect((await after).body.toString('utf8')).toBe('{"v":"new"}');
    // the old answer was not kept over the new one
    expect((await cache.get('k', async () => ({ v: 'again' }))).body.toString('utf8')).toBe('{"v":"new"}');
    // a failure reaches every waiter and keeps nothing
    const failing = () => Promise.reject(new Error('banco fora do ar'));
    await expect(Promise.all([cache.get('x', failing), cache.get('x', failing)])).rejects.toThrow('banco fora do ar');
    expect(cache.has('x')).toBe(false);
    expect((await cache.get('x', async () => 1)).body.toString('utf8')).toBe('1');
    cache.close();
  });

  it('drops entries whose time is up', async () => {
    let now = 1_000;
    const cache = createPublicCache({ ttlMs: 60_000, now: () => now });
    await cache.get('a', async () => ({ v: 1 }));
    await cache.get('b', async () => ({ v: 2 }));
    expect(cache.size).toBe(2);
    now += 61_000;
    cache.prune();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
    cache.close();
  });

  it('remembers as many URLs for the fast path as it keeps answers, the most recent ones', () => {
    const cache = createPublicCache({ maxEntries: 10 });
    for (let i = 0; i < 50; i++) cache.rememberUrl(`/api/companys/listfiltred/open?uf=SP&pageIndex=${i}`, `key-${i}`);
    const remembered = Array.from({ length: 50 }, (_, i) => cache.keyOfUrl(`/api/companys/listfiltred/open?uf=SP&pageIndex=${i}`));
    expect(remembered.filter((key) => key !== undefined)).toEqual(Array.from({ length: 10 }, (_, i) => `key-${40 + i}`));
    cache.close();
  });
});

describe('the fast path of repeated public URLs', () => {
  it('answers a URL answered before straight from the cache (same bytes, ETag, 304), still rate limited, and the normal way after a change', async () => {
    const url = '/api/companys/listfiltred/open?uf=SP&pageSize=5';
    let handled = 0;
    const { app } = await build(database.db, {
      rateLimits: { publicMax: 30 }, // per IP and window, shared by the public routes
      before: (instance) => {
        instance.addHook('preHandler', async (request) => {
          if (request.url === url) handled += 1;
        });
      },
    });
    const first = await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' });
    expect(first.statusCode).toBe(200);
    expect(handled).toBe(1);
    // a URL's first answer is not kept (the public cache admits a key the second time it is asked for)
    const second = await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' });
    expect(second.body).toBe(first.body);
    expect(handled).toBe(2);
    const again = await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(handled).toBe(2); // neither validated nor handled again
    const revalidated = await app.inject({
      method: 'GET',
      url,
      remoteAddress: '10.55.0.1',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    app.directoryChanges.emit({ all: true });
    // asked for before the change: kept again at once
    const fresh = await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' });
    expect(fresh.statusCode).toBe(200);
    expect(handled).toBe(3);
    // the rate limit runs before the fast path
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('cached public answers and their response schemas', () => {
  /** A route answered through the public cache, whose computation answers `next` (an object or RawJson). */
  const appAnswering = async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(publicCachePlugin);
    let next: unknown;
    let computed = 0;
    app.get(
      '/answer/:key',
      {
        onRequest: answerFromCache,
        schema: { params: z.object({ key: z.string() }), response: { 200: z.object({ name: z.string(), count: z.number().int() }) } },
      },
      async (request, reply) =>
        sendCached(request, reply, request.params.key, async () => {
          computed += 1;
          return next;
        }),
    );
    await app.ready();
    return { app, answer: (value: unknown) => void (next = value), computed: () => computed };
  };

  it('passes a computed answer through the route schema once: unknown keys never reach the cache; pre-rendered JSON is sent as rendered', async () => {
    const { app, answer, computed } = await appAnswering();
    answer({ name: 'Loja', count: 2, internal: 'segredo' });
    const first = await app.inject({ method: 'GET', url: '/answer/a' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: 'Loja', count: 2 });
    // the repeated URL (fast path, before validation and the handler) and the cache agree: the schema's output was stored
    const again = await app.inject({ method: 'GET', url: '/answer/a' });
    expect(again.body).toBe(first.body);
    expect(computed()).toBe(1);
    expect(app.publicCache.peek('a')?.body.toString('utf8')).toBe(first.body);

    // the read model's JSON (its conformity is test/read-model.test.ts's) goes out byte for byte
    answer(new RawJson('{"count":3,"name":"Outra"}'));
    const raw = await app.inject({ method: 'GET', url: '/answer/b' });
    expect(raw.body).toBe('{"count":3,"name":"Outra"}');
    await app.close();
  });

  it('answers 500 for a computed object outside the schema, and caches nothing', async () => {
    const { app, answer, computed } = await appAnswering();
    answer({ name: 'Loja', count: 'dois' });
    const response = await app.inject({ method: 'GET', url: '/answer/c' });
    expect(response.statusCode).toBe(500);
    expect(app.publicCache.peek('c')).toBeUndefined();
    answer({ name: 'Loja', count: 2 });
    expect((await app.inject({ method: 'GET', url: '/answer/c' })).json()).toEqual({ name: 'Loja', count: 2 });
    expect(computed()).toBe(2);
    await app.close();
  });
});
