/**
 * The public list from the read model answers exactly what the reference SQL answers
 * (test/partners/reference-find-partners.ts): 1 200 random filter / position / radius / page
 * combinations over 6 000 generated partners, the JSON compared byte for byte (ids, order, total,
 * every field, distances), before and after random changes applied through the change signal.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { UF_CODES } from '@rede/domain';
import { lines } from '../src/db/schema/index.ts';
import { createRandom, type Random } from '../src/db/seed/prng.ts';
import { buildDirectoryState, createPartnerDirectory, type PartnerDirectory } from '../src/modules/partners/directory/partner-directory.ts';
import type { DirectoryState } from '../src/modules/partners/directory/directory-state.ts';
import { visibleCities, visibleStates } from '../src/modules/partners/find-locations.ts';
import { findPartnersJson } from '../src/modules/partners/find-partners.ts';
import { ZPublicPartnerListQuerySchema, ZPublicPartnerListSchema } from '../src/modules/partners/partner-schemas.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { insertRandomCompanies, mutateRandomCompanies, randomListQuery } from './partners/directory-fixtures.ts';
import { insertPartner } from './partners/insert-partner.ts';
import { referenceFindPartners } from './partners/reference-find-partners.ts';
import { referenceCities, referenceStates } from './partners/reference-locations.ts';

const database = useTestDatabase();
const PARTNERS = 6_000;
const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

let lineIds: number[] = [];
let companyIds: number[] = [];

beforeAll(async () => {
  lineIds = (await database.db.select({ id: lines.id }).from(lines)).map((l) => l.id);
  companyIds = await insertRandomCompanies(database.db, createRandom(12), PARTNERS, lineIds);
}, 120_000);

/** Runs `count` random queries against the read model and the SQL reference; returns the mismatches. */
const compare = async (directory: PartnerDirectory, random: Random, count: number) => {
  const mismatches: string[] = [];
  let distanceQueries = 0;
  let nonEmpty = 0;
  let radiusQueries = 0;
  let beyondRadius = 0;
  for (let i = 0; i < count; i++) {
    const { raw, query } = randomListQuery(random, lineIds);
    const ours = await findPartnersJson(directory, query);
    const reference = JSON.stringify(await referenceFindPartners(database.db, query));
    if (ours !== reference) {
      let at = 0;
      while (ours[at] === reference[at]) at += 1;
      mismatches.push(
        `${new URLSearchParams(raw).toString()}\n  ours: …${ours.slice(Math.max(0, at - 150), at + 150)}\n  sql:  …${reference.slice(Math.max(0, at - 150), at + 150)}`,
      );
    }
    if (query.lat !== undefined) distanceQueries += 1;
    const parsed = JSON.parse(ours) as { data: unknown[]; nearest?: unknown[] };
    if (query.radiusKm !== undefined) radiusQueries += 1;
    if (query.radiusKm !== undefined && !query.fallbackNearest && (parsed.nearest?.length ?? 0) > 0) beyondRadius += 1;
    // the pre-rendered JSON is sent without the response schema: it must be exactly what the schema lets out
    expect(ZPublicPartnerListSchema.parse(parsed)).toEqual(parsed);
    if (parsed.data.length > 0) nonEmpty += 1;
  }
  // the draw exercises both orders and mostly non-empty pages
  expect(distanceQueries).toBeGreaterThan(count * 0.3);
  expect(nonEmpty).toBeGreaterThan(count * 0.4);
  // and radii, some with nobody inside (the nearest beyond them)
  expect(radiusQueries).toBeGreaterThan(count * 0.1);
  expect(beyondRadius).toBeGreaterThan(0);
  return mismatches;
};

/** The states and every state's cities from the read model against the SQL reference; returns the mismatches. */
const compareLocations = async (directory: PartnerDirectory) => {
  const state = await directory.current();
  const mismatches: string[] = [];
  const states = visibleStates(state);
  if (JSON.stringify(states) !== JSON.stringify(await referenceStates(database.db))) mismatches.push(`states: ${JSON.stringify(states)}`);
  for (const uf of UF_CODES) {
    const cities = JSON.stringify(visibleCities(state, uf));
    const reference = JSON.stringify(await referenceCities(database.db, uf));
    if (cities !== reference) mismatches.push(`${uf}\n  ours: ${cities}\n  sql:  ${reference}`);
  }
  expect(states.length).toBeGreaterThan(5);
  return mismatches;
};

describe('public directory read model against the SQL reference', () => {
  it('answers 1 200 random queries byte for byte like SQL, also after random writes signalled as changes', async () => {
    const { app } = await build(database.db);
    const random = createRandom(2026);
    const stats = await app.partnerDirectory.start();
    expect(stats.partners).toBeGreaterThan(PARTNERS * 0.6);
    expect(await compare(app.partnerDirectory, random, 700)).toEqual([]);
    expect(await compareLocations(app.partnerDirectory)).toEqual([]);

    // writes behind the API's back, then the signal: companies changed, created, deleted; a line renamed
    const touched = await mutateRandomCompanies(database.db, random, companyIds, 400, lineIds);
    const created = await insertRandomCompanies(database.db, random, 200, lineIds);
    companyIds.push(...created);
    await database.db.update(lines).set({ name: 'Árvore' }).where(eq(lines.id, lineIds[0]!));
    app.directoryChanges.emit({ companyIds: touched });
    app.directoryChanges.emit({ companyIds: created });
    app.directoryChanges.emit({ lineIds: [lineIds[0]!] });
    expect(await compare(app.partnerDirectory, random, 500)).toEqual([]);
    expect(await compareLocations(app.partnerDirectory)).toEqual([]);
    expect(app.partnerDirectory.stats.builds).toBe(1);
  }, 600_000);

  it('reads the partners in parts of ids (the next part asked for while one is taken in) exactly as in one part', async () => {
    expect(Math.max(...companyIds) - Math.min(...companyIds)).toBeGreaterThan(997 * 4);
    const listOf = (state: DirectoryState) => Array.from(state.order, (slot) => state.partnerJson[slot]);
    const whole = await buildDirectoryState(database.db, { partIds: 1_000_000_000 });
    const inParts = await buildDirectoryState(database.db, { partIds: 997 });
    expect(whole.count).toBeGreaterThan(PARTNERS * 0.5);
    expect(inParts.count).toBe(whole.count);
    expect(listOf(inParts)).toEqual(listOf(whole));
  }, 120_000);

  it('orders partners centimetres to metres apart (a shopping centre) like SQL, from on top of them and from nearby', async () => {
    // 150 partners within ~15 m of one point of Palmas (TO), 40 of them on exactly the same spot: the distance search's
    // index tells such distances apart less finely than SQL's formula, and the answer must not show it
    const centre = { lat: -10.184, lng: -48.3336 };
    const random = createRandom(404);
    const spots: { lat: number; lng: number }[] = [];
    for (let i = 0; i < 150; i++) {
      const at = i < 40 ? centre : { lat: centre.lat + random.int(-120, 120) * 1e-6, lng: centre.lng + random.int(-120, 120) * 1e-6 };
      spots.push(at);
      await insertPartner(database.db, {
        name: `Loja ${random.int(1, 30)} do Shopping`,
        uf: 'TO',
        city: 'Palmas',
        ...at,
        lines: [lineIds[i % lineIds.length]!],
        isAssistence: i % 4 === 0,
      });
    }
    const directory = createPartnerDirectory({ db: database.db, log: silent });
    await directory.start();
    const mismatches: string[] = [];
    const points = [centre, spots[60]!, spots[61]!, { lat: centre.lat + 9e-6, lng: centre.lng }, { lat: centre.lat + 0.01, lng: centre.lng - 0.01 }];
    for (const point of points)
      for (const raw of [{}, { uf: 'TO' }, { city: 'Palmas' }, { line: String(lineIds[0]) }, { isAssistence: 'false' }] as Record<string, string>[])
        for (const pageIndex of [0, 1, 3, 6]) {
          const query = ZPublicPartnerListQuerySchema.parse({
            ...raw,
            lat: String(point.lat),
            lng: String(point.lng),
            pageSize: '10',
            pageIndex: String(pageIndex),
          });
          const ours = await findPartnersJson(directory, query);
          const reference = JSON.stringify(await referenceFindPartners(database.db, query));
          if (ours !== reference) mismatches.push(JSON.stringify(query));
        }
    expect(mismatches).toEqual([]);
  }, 120_000);
});
