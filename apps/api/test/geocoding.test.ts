import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCachedGeocoder } from '../src/modules/geocoding/cached-geocoder.ts';
import { GeocoderError } from '../src/modules/geocoding/geocoder.ts';
import { build as buildApp, createTestClock, useTestDatabase, type BuildOptions } from './helpers/index.ts';

const database = useTestDatabase();
/** GEOCODER_URL of the configuration: the fake below. */
let geocoderUrl: string;
const build = (db: typeof database.db, options: BuildOptions = {}) => buildApp(db, { ...options, config: { geocoderUrl, ...options.config } });

/** A fake Nominatim on 127.0.0.1: answers by the query, records every request. */
let server: Server;
let requests: { url: URL; userAgent: string | undefined }[] = [];
let mode: 'ok' | 'error' = 'ok';

const PLACES = [
  { lat: '-23.5613', lon: '-46.6565', display_name: 'Avenida Paulista, Bela Vista, São Paulo, SP, Brasil', addresstype: 'road' },
  { lat: '-23.5505', lon: '-46.6333', display_name: 'São Paulo, SP, Brasil', addresstype: 'city' },
  { lat: 'x', lon: '1', display_name: 'sem coordenadas' },
  { lat: '-22.9', lon: '-43.2', display_name: 'Rio de Janeiro', type: 'city' },
  { lat: '-15.78', lon: '-47.92', display_name: 'Brasília', addresstype: 'city' },
  { lat: '-3.1', lon: '-60.0', display_name: 'Manaus', addresstype: 'city' },
  { lat: '-8.05', lon: '-34.9', display_name: 'Recife', addresstype: 'city' },
];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, userAgent: req.headers['user-agent'] });
    if (mode === 'error') {
      res.writeHead(503).end('indisponível');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(url.searchParams.get('q') === 'nada' ? [] : PLACES));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
afterEach(() => {
  requests = [];
  mode = 'ok';
});

describe('GET /api/geocoding/search', () => {
  it('searches Brazil through the configured Nominatim-compatible service, at most 5 places', async () => {
    const { app } = await build(database.db);
    const response = await app.inject({ method: 'GET', url: `/api/geocoding/search?q=${encodeURIComponent('Avenida Paulista')}` });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: { displayName: string; latitude: number; longitude: number; type: string | null }[] };
    expect(data).toHaveLength(5);
    expect(data[0]).toEqual({
      displayName: 'Avenida Paulista, Bela Vista, São Paulo, SP, Brasil',
      latitude: -23.5613,
      longitude: -46.6565,
      type: 'road',
    });
    expect(data.map((p) => p.displayName)).not.toContain('sem coordenadas');
    expect(data[2]?.type).toBe('city'); // `type` when there is no `addresstype`

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.url.pathname).toBe('/search');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toMatchObject({
      q: 'Avenida Paulista',
      format: 'jsonv2',
      countrycodes: 'br',
      limit: '5',
    });
    expect(request?.userAgent).toBe('RedeDeParceiros/1.0 (back-office; geocoding de endereços)');
  });

  it('sends the configured GEOCODER_USER_AGENT', async () => {
    const { app } = await build(database.db, { config: { geocoderUserAgent: 'MinhaRede/2.0 (contato@exemplo.com.br)' } });
    expect((await app.inject({ method: 'GET', url: '/api/geocoding/search?q=Brasília' })).statusCode).toBe(200);
    expect(requests.map((r) => r.userAgent)).toEqual(['MinhaRede/2.0 (contato@exemplo.com.br)']);
  });

  it('uses a geocoder injected into buildApp instead of the service, cached the same way', async () => {
    const geocoder = vi.fn(async (q: string) => [{ displayName: `Lugar ${q}`, latitude: -10, longitude: -50, type: null }]);
    const { app } = await build(database.db, { geocoder });
    for (const q of ['Palmas', ' palmas ']) {
      const response = await app.inject({ method: 'GET', url: `/api/geocoding/search?q=${encodeURIComponent(q)}` });
      expect(response.json()).toEqual({ data: [{ displayName: 'Lugar Palmas', latitude: -10, longitude: -50, type: null }] });
    }
    expect(geocoder).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });

  it('answers repeated queries from the cache (case and spacing ignored) until they expire', async () => {
    const clock = createTestClock();
    const { app } = await build(database.db, { clock });
    const ask = (q: string) => app.inject({ method: 'GET', url: `/api/geocoding/search?q=${encodeURIComponent(q)}` });
    expect((await ask('Recife')).statusCode).toBe(200);
    expect((await ask('  recife ')).statusCode).toBe(200);
    expect(requests).toHaveLength(1);
    clock.advance(25 * 60 * 60 * 1000);
    expect((await ask('Recife')).statusCode).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it('answers an empty list when nothing is found', async () => {
    const { app } = await build(database.db);
    const response = await app.inject({ method: 'GET', url: '/api/geocoding/search?q=nada' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('refuses queries under 3 characters', async () => {
    const { app } = await build(database.db);
    const response = await app.inject({ method: 'GET', url: '/api/geocoding/search?q=ab' });
    expect(response.statusCode).toBe(400);
    expect(response.json().additionalData).toHaveProperty('q');
    expect(requests).toHaveLength(0);
  });

  it("answers 502 'Erro ao buscar locais: …' when the service fails, and does not cache the failure", async () => {
    const { app } = await build(database.db);
    mode = 'error';
    const failed = await app.inject({ method: 'GET', url: '/api/geocoding/search?q=Manaus' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('Erro ao buscar locais: o serviço de mapas respondeu 503');
    mode = 'ok';
    expect((await app.inject({ method: 'GET', url: '/api/geocoding/search?q=Manaus' })).statusCode).toBe(200);
  });

  it('limits the calls per IP', async () => {
    const { app } = await build(database.db, { rateLimits: { lookupMax: 6 } });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await app.inject({ method: 'GET', url: `/api/geocoding/search?q=lugar${i}` })).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});

describe('cached geocoder', () => {
  it('shares one call between concurrent searches of a query and gives up on failures', async () => {
    const geocoder = vi.fn(async () => [{ displayName: 'X', latitude: 1, longitude: 2, type: null }]);
    const cached = createCachedGeocoder(geocoder);
    await Promise.all([cached('Belo Horizonte'), cached('belo horizonte'), cached('Belo  Horizonte')]);
    expect(geocoder).toHaveBeenCalledTimes(1);

    const failing = vi.fn(async () => {
      throw new GeocoderError('falhou');
    });
    const cachedFailing = createCachedGeocoder(failing);
    await expect(cachedFailing('Natal')).rejects.toThrow('falhou');
    await expect(cachedFailing('Natal')).rejects.toThrow('falhou');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('keeps its bytes under the bound', async () => {
    const geocoder = vi.fn(async (q: string) => [{ displayName: `${q} ${'y'.repeat(500)}`, latitude: 1, longitude: 2, type: null }]);
    const cached = createCachedGeocoder(geocoder, { maxBytes: 10_000 });
    for (let i = 0; i < 100; i++) await cached(`lugar ${i}`);
    await cached('lugar 0');
    expect(geocoder).toHaveBeenCalledTimes(101); // the first ones were dropped for room
    await cached('lugar 99');
    expect(geocoder).toHaveBeenCalledTimes(101);
  });

  it('keeps at most `max` queries', async () => {
    const geocoder = vi.fn(async (q: string) => [{ displayName: q, latitude: 1, longitude: 2, type: null }]);
    const cached = createCachedGeocoder(geocoder, { max: 2 });
    await cached('aaa');
    await cached('bbb');
    await cached('ccc');
    await cached('aaa');
    expect(geocoder).toHaveBeenCalledTimes(4);
  });
});
