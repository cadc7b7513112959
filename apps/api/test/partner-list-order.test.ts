/**
 * The public list's order from a position: nearest first whatever the assistance flag (ties by name then id,
 * partners without coordinates last by name then id), the same through the pages and the server-rendered page;
 * without a position assistance first. And the optional radius (radiusKm) with its nearest beyond it.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import { findApiRoot } from '../src/lib/paths.ts';
import type { Geocoder } from '../src/modules/geocoding/geocoder.ts';
import { serverEntryFile } from '../src/plugins/app/page-renderer.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner, type PartnerInput } from './partners/insert-partner.ts';

const database = useTestDatabase();
const webDist = join(findApiRoot(), '..', 'web', 'dist');

/** CEP 13015-904, Campinas (SP). */
const CAMPINAS = { lat: -22.9056, lng: -47.0608 };
/** Manaus: hundreds of km from every partner. */
const MANAUS = { lat: -3.119, lng: -60.0217 };

const ids: Record<string, number> = {};

/** Partners around Campinas, an assistance point in Salvador and two without coordinates; the name is the key of `ids`. */
const PARTNERS: (Omit<PartnerInput, 'uf' | 'city'> & Partial<Pick<PartnerInput, 'uf' | 'city'>>)[] = [
  { name: 'Assistência Salvador', uf: 'BA', city: 'Salvador', lat: -12.9714, lng: -38.5014, isAssistence: true },
  { name: 'Assistência Recife', uf: 'PE', city: 'Recife', lat: -8.0476, lng: -34.877, isAssistence: true },
  { name: 'Loja Perto', lat: -22.9056 + 0.0162, lng: -47.0608 },
  { name: 'Assistência Campinas', lat: -22.9056 - 0.045, lng: -47.0608, isAssistence: true },
  // two at exactly the same spot ~20 km away: name decides, then id (two 'Gêmea Baterias')
  { name: 'Gêmea Baterias', lat: -22.9056 + 0.18, lng: -47.0608 },
  { name: 'Bateria Igual', lat: -22.9056 + 0.18, lng: -47.0608 },
  { name: 'Gêmea Baterias 2', lat: -22.9056 + 0.18, lng: -47.0608, isAssistence: true },
  { name: 'Loja Sumaré', lat: -22.8219, lng: -47.2669 },
  { name: 'Loja Piracicaba', lat: -22.7253, lng: -47.6492 },
  { name: 'Loja São Paulo', lat: -23.5505, lng: -46.6333 },
  { name: 'Zeta Sem Mapa', lat: null, lng: null, isAssistence: true },
  { name: 'Alfa Sem Mapa', lat: null, lng: null },
];

beforeAll(async () => {
  for (const p of PARTNERS) {
    const row = await insertPartner(database.db, { uf: 'SP', city: 'Campinas', ...p });
    ids[p.name] = row.id;
  }
  // the twin of 'Gêmea Baterias': same name, same spot, a larger id
  ids['Gêmea Baterias (2ª)'] = (
    await insertPartner(database.db, { name: 'Gêmea Baterias', uf: 'SP', city: 'Campinas', lat: -22.9056 + 0.18, lng: -47.0608 })
  ).id;
}, 120_000);

type ListBody = {
  data: { id: number; name: string; distanceKm?: number; isAssistence: boolean }[];
  total: number;
  nearest?: { id: number; distanceKm?: number }[];
};

const list = async (app: Awaited<ReturnType<typeof build>>['app'], query: string): Promise<ListBody> => {
  const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListBody;
};

const from = (point: { lat: number; lng: number }) => `lat=${point.lat}&lng=${point.lng}`;

/** From Campinas: nearest first, the assistance flag ignored; the three at one spot by name then id; no coordinates last by name. */
const FROM_CAMPINAS = [
  'Loja Perto',
  'Assistência Campinas',
  'Bateria Igual',
  'Gêmea Baterias',
  'Gêmea Baterias (2ª)',
  'Gêmea Baterias 2',
  'Loja Sumaré',
  'Loja Piracicaba',
  'Loja São Paulo',
  'Assistência Salvador',
  'Assistência Recife',
  'Alfa Sem Mapa',
  'Zeta Sem Mapa',
];

describe('GET /api/companys/listfiltred/open from a position', () => {
  it('orders by distance alone: a shop 1.8 km away before any assistance point, ties by name then id, no coordinates last by name', async () => {
    const { app } = await build(database.db);
    const body = await list(app, `${from(CAMPINAS)}&pageSize=100`);
    expect(body.data.map((p) => p.id)).toEqual(FROM_CAMPINAS.map((name) => ids[name]));
    expect(body.total).toBe(FROM_CAMPINAS.length);
    expect(body.data[0]!.distanceKm).toBeCloseTo(1.8, 1);
    expect(body.data[0]!.isAssistence).toBe(false);
    // a partner without coordinates has no distance to show (not half the Earth's circumference)
    expect(body.data.at(-1)!.name).toBe(FROM_CAMPINAS.at(-1));
    expect(body.data.at(-1)).not.toHaveProperty('distanceKm');
    // the badge is still there and the filter still filters
    expect(body.data.find((p) => p.id === ids['Assistência Salvador'])!.isAssistence).toBe(true);
    const assistance = await list(app, `${from(CAMPINAS)}&isAssistence=true&pageSize=100`);
    expect(assistance.data.map((p) => p.id)).toEqual(
      ['Assistência Campinas', 'Gêmea Baterias 2', 'Assistência Salvador', 'Assistência Recife', 'Zeta Sem Mapa'].map((name) => ids[name]),
    );
  });

  it('keeps assistance first without a position (home, state and city pages)', async () => {
    const { app } = await build(database.db);
    const body = await list(app, 'pageSize=100');
    const flags = body.data.map((p) => p.isAssistence);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(body.data[0]!.name).toBe('Assistência Campinas');
    expect(body.data[0]).not.toHaveProperty('distanceKm');
  });

  it('gives the same order page after page ("Carregar mais") as in one page, with the same total', async () => {
    const { app } = await build(database.db);
    for (const pageSize of [1, 3, 4, 5]) {
      const seen: number[] = [];
      for (let pageIndex = 0; pageIndex * pageSize < FROM_CAMPINAS.length; pageIndex++) {
        const page = await list(app, `${from(CAMPINAS)}&pageSize=${pageSize}&pageIndex=${pageIndex}`);
        expect(page.total).toBe(FROM_CAMPINAS.length);
        seen.push(...page.data.map((p) => p.id));
      }
      expect(seen, `pageSize ${pageSize}`).toEqual(FROM_CAMPINAS.map((name) => ids[name]));
    }
  });

  it('limits the list to radiusKm, counts only those within it, and answers the nearest beyond it when none is', async () => {
    const { app } = await build(database.db);
    const within10 = await list(app, `${from(CAMPINAS)}&radiusKm=10`);
    expect(within10.data.map((p) => p.id)).toEqual([ids['Loja Perto'], ids['Assistência Campinas']]);
    expect(within10.total).toBe(2);
    expect(within10).not.toHaveProperty('nearest');
    const within25 = await list(app, `${from(CAMPINAS)}&radiusKm=25&pageSize=2&pageIndex=1`);
    expect(within25.total).toBe(7);
    expect(within25.data.map((p) => p.id)).toEqual([ids['Bateria Igual'], ids['Gêmea Baterias']]);
    expect((await list(app, `${from(CAMPINAS)}&radiusKm=100&pageSize=100`)).data.map((p) => p.id)).toEqual(
      FROM_CAMPINAS.slice(0, 9).map((name) => ids[name]),
    );

    // nobody within 25 km of Manaus: the nearest beyond it, nearest first, with their distances (same filters)
    const far = await list(app, `${from(MANAUS)}&radiusKm=25&pageSize=3`);
    expect(far.data).toEqual([]);
    expect(far.total).toBe(0);
    expect(far.nearest!.map((p) => p.id)).toEqual([ids['Loja Piracicaba'], ids['Loja Sumaré'], ids['Bateria Igual']]);
    expect(far.nearest![0]!.distanceKm).toBeGreaterThan(2000);
    const farAssistance = await list(app, `${from(MANAUS)}&radiusKm=25&pageSize=2&isAssistence=true`);
    expect(farAssistance.nearest!.map((p) => p.id)).toEqual([ids['Gêmea Baterias 2'], ids['Assistência Salvador']]);
    // the same filters: a state with nobody in it has nobody beyond the radius either, unless fallbackNearest looks elsewhere
    expect(await list(app, `${from(CAMPINAS)}&radiusKm=10&uf=AM`)).toEqual({ data: [], total: 0, nearest: [] });
    expect((await list(app, `${from(CAMPINAS)}&radiusKm=10&uf=AM&fallbackNearest=true&pageSize=1`)).nearest!.map((p) => p.id)).toEqual([
      ids['Loja Perto'],
    ]);
  });

  it('refuses a radius other than 10, 25, 50 or 100 km, or without a position, in Portuguese; the OpenAPI document describes it', async () => {
    const { app } = await build(database.db);
    for (const radius of ['30', 'abc', '-10', '10.5']) {
      const response = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?${from(CAMPINAS)}&radiusKm=${radius}` });
      expect(response.statusCode, radius).toBe(400);
      expect(response.json().additionalData).toEqual({ radiusKm: MESSAGES.validation.radiusKm });
    }
    const alone = await app.inject({ method: 'GET', url: '/api/companys/listfiltred/open?radiusKm=25' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().additionalData).toEqual({ radiusKm: MESSAGES.validation.radiusNeedsPosition });
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { parameters: { name: string; description?: string; schema?: unknown }[] } }>;
    };
    const radius = document.paths['/api/companys/listfiltred/open']!.get.parameters.find((p) => p.name === 'radiusKm')!;
    expect(radius.description).toMatch(/Raio em km/);
    expect(JSON.stringify(radius.schema)).toContain('[10,25,50,100]');
  });
});

describe('the server-rendered directory page from a place', () => {
  beforeAll(async () => {
    // the test uses the built web app (npm test builds it first); built here when missing
    if (!serverEntryFile(webDist)) {
      const result = spawnSync(process.execPath, [join(findApiRoot(), '..', '..', 'scripts', 'build.mjs')], { stdio: 'inherit' });
      expect(result.status, 'node scripts/build.mjs').toBe(0);
    }
    // loaded once here, where a slow machine has time, not within the page plugin's start timeout
    await import(pathToFileURL(serverEntryFile(webDist)!).href);
  }, 300_000);

  it('lists the partners in the API’s order from that place, first page and ?pagina=2 (the no-JavaScript form and "Carregar mais")', async () => {
    const geocoder: Geocoder = async (query) => [
      { displayName: `${query}, Campinas, São Paulo, Brasil`, latitude: CAMPINAS.lat, longitude: CAMPINAS.lng, type: 'road' },
    ];
    const { app } = await build(database.db, { webDistDir: webDist, geocoder });
    const order = (html: string) =>
      [...html.matchAll(/data-partner-id="(\d+)"/g)].map((m) => Number(m[1])).filter((id, i, all) => all.indexOf(id) === i);
    const local = encodeURIComponent('Rua Barão de Jaguara 1000');
    const first = await app.inject({ method: 'GET', url: `/?local=${local}` });
    expect(first.statusCode).toBe(200);
    expect(order(first.body)).toEqual(FROM_CAMPINAS.slice(0, 10).map((name) => ids[name]));
    const second = await app.inject({ method: 'GET', url: `/?local=${local}&pagina=2` });
    expect(second.statusCode).toBe(200);
    expect(order(second.body)).toEqual(FROM_CAMPINAS.slice(10).map((name) => ids[name]));
    // the radius is part of the page: the page cache never answers ?raio= with the page without it
    const within = await app.inject({ method: 'GET', url: `/?local=${local}&raio=10` });
    expect(within.statusCode).toBe(200);
    const { data } = (
      await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?lat=${CAMPINAS.lat}&lng=${CAMPINAS.lng}&radiusKm=10&pageSize=10` })
    ).json<{ data: { id: number }[] }>();
    expect(order(within.body)).toEqual(data.map((p) => p.id));
    expect(order(within.body)).not.toEqual(order(first.body));
  });
});
