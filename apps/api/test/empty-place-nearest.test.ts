/**
 * No dead ends in the public list: a state or city page without partners answers the nearest partners from the
 * place's point (a state's capital, a city's centre from the geocoder, cached), the state's partners when nothing
 * places the city; and "Aberto agora" says how many partners of the same filters have no hours informed.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, type TPublicPartnerList } from '@rede/domain';
import { companies } from '../src/db/schema/index.ts';
import { GeocoderError, type Geocoder } from '../src/modules/geocoding/geocoder.ts';
import { STATE_CAPITALS } from '../src/modules/partners/places/place-point.ts';
import { lineIdsByName } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner, type InsertedPartner } from './partners/insert-partner.ts';

const database = useTestDatabase();

const SANTOS = { latitude: -23.9608, longitude: -46.3336 };
let geocoderCalls: string[] = [];
let geocoderFails = false;
const geocoder: Geocoder = async (query) => {
  geocoderCalls.push(query);
  if (geocoderFails) throw new GeocoderError('serviço indisponível');
  return query === 'Santos, SP' ? [{ displayName: 'Santos, São Paulo, Brasil', type: 'city', ...SANTOS }] : [];
};

const ALWAYS = { week: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, intervals: [{ open: '00:00', close: '00:00' }] })), exceptions: [] };

let paulista: InsertedPartner;
let campinas: InsertedPartner;
let curitiba: InsertedPartner;

beforeAll(async () => {
  const L = await lineIdsByName(database.db);
  paulista = await insertPartner(database.db, {
    name: 'Paulista Baterias',
    uf: 'SP',
    city: 'São Paulo',
    lat: -23.5613,
    lng: -46.6565,
    lines: [L.Moto!],
  });
  campinas = await insertPartner(database.db, {
    name: 'Campinas Baterias',
    uf: 'SP',
    city: 'Campinas',
    lat: -22.9056,
    lng: -47.0608,
    lines: [L.Carro!],
  });
  curitiba = await insertPartner(database.db, {
    name: 'Curitiba Baterias',
    uf: 'PR',
    city: 'Curitiba',
    lat: -25.4284,
    lng: -49.2733,
    lines: [L.Moto!],
  });
  await database.db.update(companies).set({ openingHours: ALWAYS }).where(eq(companies.id, campinas.id));
});

const list = async (query: string) => {
  const { app } = await build(database.db, { geocoder });
  const answer = await app.inject({ method: 'GET', url: `/api/companys/listfiltred/open?${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as TPublicPartnerList;
};

describe('GET /api/companys/listfiltred/open without a position, fallbackNearest=true on a place without partners', () => {
  it('a city placed by the geocoder ("Santos, SP"): no partner of its own, the nearest from its centre with their distances', async () => {
    geocoderCalls = [];
    const body = await list('uf=SP&city=Santos&fallbackNearest=true');
    expect(body.total).toBe(0);
    expect(body.data).toEqual([]);
    expect(body.nearest!.map((p) => p.id)).toEqual([paulista.id, campinas.id, curitiba.id]);
    const [first] = body.nearest!;
    expect(first!.distanceKm).toBeCloseTo(distanceKm(SANTOS.latitude, SANTOS.longitude, -23.5613, -46.6565), 1);
    expect(geocoderCalls).toEqual(['Santos, SP']);
  });

  it('a state: the nearest from its capital, without the geocoder', async () => {
    geocoderCalls = [];
    const body = await list('uf=AC&fallbackNearest=true');
    expect(body.total).toBe(0);
    const capital = STATE_CAPITALS.AC!;
    const distances = body.nearest!.map((p) => p.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Rio Branco's nearest of the three is Curitiba (2 600 km), ahead of Campinas
    expect(body.nearest![0]!.id).toBe(curitiba.id);
    expect(distances[0]).toBeCloseTo(distanceKm(capital.latitude, capital.longitude, -25.4284, -49.2733), 1);
    expect(geocoderCalls).toEqual([]);
  });

  it("a state's capital without partners (Rio Branco): its table point, without the geocoder", async () => {
    geocoderCalls = [];
    const body = await list('uf=AC&city=Rio%20Branco&fallbackNearest=true');
    expect(body.nearest).toHaveLength(3);
    expect(body.nearest![0]!.distanceKm).toBeGreaterThan(0);
    expect(geocoderCalls).toEqual([]);
  });

  it("a city nothing places (the geocoder fails, or the name is no municipality of the state): the state's partners, without distances", async () => {
    geocoderFails = true;
    try {
      const failed = await list('uf=SP&city=Itanha%C3%A9m&fallbackNearest=true');
      expect(failed.total).toBe(0);
      expect(failed.nearest!.map((p) => p.id).sort()).toEqual([paulista.id, campinas.id].sort());
      expect(failed.nearest!.every((p) => p.distanceKm === undefined || p.distanceKm === null)).toBe(true);
    } finally {
      geocoderFails = false;
    }
    geocoderCalls = [];
    const unknown = await list('uf=SP&city=Cidade%20Inexistente&fallbackNearest=true');
    expect(unknown.nearest!.map((p) => p.id).sort()).toEqual([paulista.id, campinas.id].sort());
    expect(geocoderCalls).toEqual([]);
  });

  it('keeps the other filters (a line none of the state has: the nearest with that line) and answers no nearest without fallbackNearest or with partners', async () => {
    const L = await lineIdsByName(database.db);
    const line = await list(`uf=SP&line=${L.Moto!}&city=Campinas&fallbackNearest=true`);
    expect(line.total).toBe(0);
    expect(line.nearest!.map((p) => p.id)).toEqual([paulista.id, curitiba.id]);
    expect((await list('uf=SP&city=Santos')).nearest).toBeUndefined();
    const own = await list('uf=SP&fallbackNearest=true');
    expect(own.total).toBe(2);
    expect(own.nearest).toBeUndefined();
  });
});

describe('GET /api/companys/listfiltred/open?openNow=true: the partners without hours', () => {
  it('counts the partners of the same filters with no hours informed (withoutHours); absent without openNow', async () => {
    const sp = await list('uf=SP&openNow=true');
    expect(sp.data.map((p) => p.id)).toEqual([campinas.id]);
    expect(sp.withoutHours).toBe(1);
    const all = await list('openNow=true');
    expect(all.withoutHours).toBe(2);
    const near = await list(`openNow=true&lat=${SANTOS.latitude}&lng=${SANTOS.longitude}&radiusKm=100`);
    expect(near.withoutHours).toBe(1);
    expect((await list('uf=SP')).withoutHours).toBeUndefined();
  });
});
