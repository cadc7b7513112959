/** Public answers are compressed (br, else gzip) for clients that accept it, once per cached entry. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, preferredEncoding } from '../src/modules/partners/public-cache.ts';
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

    const revalidated = await app.inject({ method: 'GET', url: CITIES, headers: { 'accept-encoding': 'br', 'if-none-match': plain.headers.etag as string } });
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
