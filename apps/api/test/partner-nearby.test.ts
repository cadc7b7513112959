import { beforeAll, describe, expect, it } from 'vitest';
import { distanceKm, PARTNER_NEARBY_MAX, roundKm, ZPublicPartnerDetailsSchema } from '@rede/domain';
import { asAdminOf } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertPartner } from './partners/insert-partner.ts';

const database = useTestDatabase();

const ORIGIN = { lat: -10.2, lng: -48.3 };
const ids = {} as { origin: number; ring: number[]; pending: number; inactive: number; unlocated: number; lonely: number };

beforeAll(async () => {
  const db = database.db;
  const add = async (name: string, extra: Partial<Parameters<typeof insertPartner>[1]> = {}) =>
    (await insertPartner(db, { name, uf: 'TO', city: 'Palmas', lat: ORIGIN.lat, lng: ORIGIN.lng, ...extra })).id;
  ids.origin = await add('Origem Baterias');
  // eight visible partners, inserted farthest first so that the answer's order is the distance's, not the ids'
  ids.ring = [];
  for (let i = 8; i >= 1; i--) ids.ring.unshift(await add(`Anel ${i}`, { lat: ORIGIN.lat - i * 0.01, city: i > 4 ? 'Porto Nacional' : 'Palmas' }));
  // hidden partners closer than any visible one
  ids.pending = await add('Pendente Perto', { lat: ORIGIN.lat - 0.001, status: 'pending' });
  ids.inactive = await add('Inativa Perto', { lat: ORIGIN.lat - 0.002, isActive: false });
  ids.unlocated = await add('Sem Mapa Baterias', { lat: null, lng: null });
  ids.lonely = await add('Sozinha Baterias', { city: 'Gurupi', lat: null, lng: null });
});

const details = async (app: Awaited<ReturnType<typeof build>>['app'], id: number) => {
  const response = await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return ZPublicPartnerDetailsSchema.parse(response.json());
};

describe('partnerDetails: nearby', () => {
  it('lists the nearest other visible partners, nearest first, at most six, with their links and distances', async () => {
    const { app } = await build(database.db);
    const { nearby } = await details(app, ids.origin);
    expect(PARTNER_NEARBY_MAX).toBe(6);
    expect(nearby.map((p) => p.id)).toEqual(ids.ring.slice(0, 6));
    expect(nearby.map((p) => p.id)).not.toContain(ids.origin);
    expect(nearby[0]).toEqual({
      id: ids.ring[0],
      name: 'Anel 1',
      city: 'Palmas',
      uf: 'TO',
      slug: 'anel-1',
      path: `/to/palmas/anel-1/${ids.ring[0]}`,
      distanceKm: roundKm(distanceKm(ORIGIN.lat, ORIGIN.lng, ORIGIN.lat - 0.01, ORIGIN.lng)),
    });
    expect(nearby[5]).toMatchObject({ name: 'Anel 6', city: 'Porto Nacional', path: `/to/porto-nacional/anel-6/${ids.ring[5]}` });
    const distances = nearby.map((p) => p.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeGreaterThan(1);
  });

  it('shows a partner approved later (the directory change empties the cached answer)', async () => {
    const { app } = await build(database.db);
    expect((await details(app, ids.origin)).nearby.map((p) => p.id)).not.toContain(ids.pending);
    const approve = await asAdminOf(app)({ method: 'POST', url: '/api/companys/company/approve', payload: { id: ids.pending } });
    expect(approve.statusCode, approve.body).toBe(200);
    const { nearby } = await details(app, ids.origin);
    expect(nearby[0]).toMatchObject({ id: ids.pending, name: 'Pendente Perto' });
    expect(nearby).toHaveLength(6);
    expect(nearby.map((p) => p.id)).not.toContain(ids.inactive);
  });

  it("gives a partner without coordinates its city's partners nearest the city's centre, without distances; none when its city has none located", async () => {
    const { app } = await build(database.db);
    const { nearby } = await details(app, ids.unlocated);
    expect(nearby.length).toBeGreaterThan(0);
    expect(nearby.map((p) => p.id)).not.toContain(ids.unlocated);
    expect(nearby.every((p) => p.city === 'Palmas' && p.distanceKm === null)).toBe(true);
    expect((await details(app, ids.lonely)).nearby).toEqual([]);
  });
});
