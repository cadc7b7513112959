/** The public answer cache (lru-cache): compression once per entry, bounds, coalesced misses, invalidation, response schemas. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COMPRESS_MIN_BYTES, createPublicCache, preferredEncoding, publicCachePlugin, sendCached } from '../src/plugins/app/public-cache.ts';
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
  it('stays within its bytes and entries while 2 000 distinct public queries go through it, answered once each', async () => {
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
      const response = await app.inject({ method: 'GET', url, headers: i % 2 ? { 'accept-encoding': 'br, gzip' } : {} });
      expect(response.statusCode, url).toBe(200);
      largest = Math.max(largest, cache.bytes);
      expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
      expect(cache.size).toBeLessThanOrEqual(1_500);
    }
    expect(largest).toBeGreaterThan(cache.maxBytes * 0.75); // the bound was reached, and held
  }, 240_000);

  it('counts an answer by its UTF-8 bytes and room for its compressed variants, made when first asked for; a pages cache keeps only the compressed ones', async () => {
    const cache = createPublicCache();
    const ascii = await cache.get('one', async () => 'a'.repeat(500));
    const afterOne = cache.bytes;
    await cache.get('two', async () => 'ã'.repeat(500));
    // the same length of text (and of key), below the compression threshold: 'ã' takes two bytes in UTF-8
    expect(cache.bytes - afterOne - afterOne).toBe(500);
    expect(ascii.body.toString('utf8')).toBe('a'.repeat(500));
    expect(ascii.encoded).toBeNull();

    const text = `<!doctype html><p>Parceiros em São Paulo – SP</p>${'<li>Baterias Centro</li>'.repeat(4_000)}`;
    const keeping = createPublicCache();
    const kept = await keeping.get('/sp', async () => text);
    expect(keeping.bytes).toBe(Buffer.byteLength(text) + Math.ceil(Buffer.byteLength(text) / 2) + '/sp'.length);
    const br = await kept.encoded!('br');
    expect(brotliDecompressSync(br).toString('utf8')).toBe(text);
    expect(await kept.encoded!('br')).toBe(br); // made once, then kept
    expect(br.byteLength + (await kept.encoded!('gzip')).byteLength).toBeLessThan(Buffer.byteLength(text) / 2);
    const pages = createPublicCache({ compressedOnly: true });
    const page = await pages.get('/sp', async () => text);
    expect(pages.bytes).toBeLessThan(Buffer.byteLength(text) / 20);
    expect(brotliDecompressSync(await page.encoded!('br')).toString('utf8')).toBe(text);
    expect(gunzipSync(await page.encoded!('gzip')).toString('utf8')).toBe(text);
    expect(page.body.toString('utf8')).toBe(text);
    expect(page.length).toBe(Buffer.byteLength(text));
    expect(pages.peek('/sp')!.etag).toBe(kept.etag);
  });

  it('shares a computation between concurrent misses; after an invalidation a request computes anew instead of waiting for it', async () => {
    const cache = createPublicCache();
    let release!: (value: string) => void;
    let computed = 0;
    const slow = () => {
      computed += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = cache.get('k', slow);
    const second = cache.get('k', slow);
    expect(computed).toBe(1);
    const generation = cache.generation;
    cache.invalidate();
    expect(cache.generation).toBe(generation + 1);
    const after = cache.get('k', async () => '{"v":"new"}');
    release('{"v":"old"}');
    expect((await first).body.toString('utf8')).toBe('{"v":"old"}');
    expect((await second).body.toString('utf8')).toBe('{"v":"old"}');
    expect((await after).body.toString('utf8')).toBe('{"v":"new"}');
    // the old answer was not kept over the new one
    expect((await cache.get('k', async () => '{"v":"again"}')).body.toString('utf8')).toBe('{"v":"new"}');
    // a read that started before an invalidation, alone, is answered but not kept
    let late!: (value: string) => void;
    const lone = cache.get('lone', () => new Promise<string>((resolve) => (late = resolve)));
    cache.invalidate();
    late('{"v":"old"}');
    expect((await lone).body.toString('utf8')).toBe('{"v":"old"}');
    expect(cache.peek('lone')).toBeUndefined();
    // a failure reaches every waiter and keeps nothing
    const failing = () => Promise.reject(new Error('banco fora do ar'));
    await expect(Promise.all([cache.get('x', failing), cache.get('x', failing)])).rejects.toThrow('banco fora do ar');
    expect(cache.peek('x')).toBeUndefined();
    expect((await cache.get('x', async () => '1')).body.toString('utf8')).toBe('1');
  });

  it('evicts the least recently used entry and drops entries whose time is up', async () => {
    const small = createPublicCache({ maxEntries: 2 });
    await small.get('a', async () => '1');
    await small.get('b', async () => '2');
    await small.get('a', async () => '9'); // a is now the most recent
    await small.get('c', async () => '3'); // evicts b
    expect((await small.get('a', async () => '0')).body.toString('utf8')).toBe('1');
    expect((await small.get('b', async () => '0')).body.toString('utf8')).toBe('0');

    let now = 1_000;
    const cache = createPublicCache({ ttlMs: 60_000, now: () => now });
    await cache.get('a', async () => '1');
    expect(cache.peek('a')).toBeDefined();
    now += 61_000;
    expect(cache.peek('a')).toBeUndefined();
    expect((await cache.get('a', async () => '2')).body.toString('utf8')).toBe('2');
  });
});

describe('cached public routes', () => {
  it('answers a repeated URL from the cache (same bytes, ETag, 304) through the handler, rate limited, and anew after a change', async () => {
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
    const generation = app.publicCache.generation;
    const first = await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' });
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(handled).toBe(2); // validated and handled each time: the handler is the only way in
    // every API answer tells its server time (Server-Timing), a cached one too
    for (const response of [first, again]) expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d$/);
    expect(app.publicCache.size).toBe(1);
    const revalidated = await app.inject({
      method: 'GET',
      url,
      remoteAddress: '10.55.0.1',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    app.directoryChanges.emit({ all: true });
    expect(app.publicCache.generation).toBe(generation + 1);
    expect(app.publicCache.size).toBe(0);
    const fresh = await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' });
    expect(fresh.statusCode).toBe(200);
    // a query the schema refuses is never answered from the cache
    const refused = await app.inject({ method: 'GET', url: `${url}&pageSize=5000`, remoteAddress: '10.55.0.1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['server-timing']).toMatch(/^app;dur=/);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push((await app.inject({ method: 'GET', url, remoteAddress: '10.55.0.1' })).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('cached public answers and their response schemas', () => {
  /** A route answered through the public cache, whose computation answers `next`. */
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

  it('passes a computed answer through the route schema once: unknown keys never reach the cache', async () => {
    const { app, answer, computed } = await appAnswering();
    answer({ name: 'Loja', count: 2, internal: 'segredo' });
    const first = await app.inject({ method: 'GET', url: '/answer/a' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ name: 'Loja', count: 2 });
    // the repeated URL is answered from the cache: the schema's output was stored
    const again = await app.inject({ method: 'GET', url: '/answer/a' });
    expect(again.body).toBe(first.body);
    expect(computed()).toBe(1);
    expect(app.publicCache.peek('a')?.body.toString('utf8')).toBe(first.body);
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
