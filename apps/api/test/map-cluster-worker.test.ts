/**
 * The map's clusters come from a worker thread (cluster-worker.ts): its answers must be exactly what
 * supercluster gives for the same partners on the main thread, for random filter sets, views and zooms,
 * through prebuilt sets, sets sent with their first query, and read-model changes in between.
 */
import { eq } from 'drizzle-orm';
import Supercluster from 'supercluster';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { TPartnerFilters } from '@rede/domain';
import { companies, lines } from '../src/db/schema/index.ts';
import { createRandom } from '../src/db/seed/prng.ts';
import { CLUSTER_OPTIONS } from '../src/modules/partners/directory/cluster-options.ts';
import { clusterSlotsOf, createClusterWorker } from '../src/modules/partners/directory/cluster-worker.ts';
import { createPartnerDirectory } from '../src/modules/partners/directory/partner-directory.ts';
import { useTestDatabase } from './helpers/index.ts';
import { CITIES, insertRandomCompanies } from './partners/directory-fixtures.ts';

const database = useTestDatabase();
const silent = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

type MapAnswer = {
  clusters: { count: number; addressPosition: { latitude: number; longitude: number }; expansionZoom: number }[];
  partners: { id: number }[];
  total: number;
};

describe('map clusters from the worker thread', () => {
  it('answers exactly what supercluster gives on the main thread, for random filter sets, views and zooms, across changes', async () => {
    const random = createRandom(4242);
    const lineIds = (await database.db.select({ id: lines.id }).from(lines)).map((l) => l.id);
    const ids = await insertRandomCompanies(database.db, random, 1_500, lineIds);
    const directory = createPartnerDirectory({ db: database.db, log: silent });
    await directory.start();
    try {
      for (let round = 0; round < 3; round += 1) {
        const state = await directory.current();
        for (let i = 0; i < 25; i += 1) {
          const place = random.pick(CITIES);
          const filters = (random.chance(0.3) ? {} : random.chance(0.5) ? { uf: place.uf } : { line: [random.pick(lineIds)] }) as TPartnerFilters;
          const zoom = random.int(3, 14);
          const span = (360 / 2 ** zoom) * 4;
          const bbox: [number, number, number, number] = [place.lng - span, place.lat - span, place.lng + span, place.lat + span];
          const ours = JSON.parse(await directory.mapJson({ ...filters, bbox, zoom }, new Date())) as MapAnswer;

          const slots = clusterSlotsOf(state, filters);
          const reference = new Supercluster({ ...CLUSTER_OPTIONS }).load(
            Array.from(slots, (slot, id) => ({
              type: 'Feature' as const,
              id,
              properties: {},
              geometry: { type: 'Point' as const, coordinates: [state.lng[slot]!, state.lat[slot]!] },
            })),
          );
          const expected = reference.getClusters(bbox, zoom);
          const expectedClusters = expected.filter((f) => (f.properties as { cluster?: boolean }).cluster);
          const expectedLeaves = expected
            .filter((f) => !(f.properties as { cluster?: boolean }).cluster)
            .map((f) => state.ids[slots[f.id as number]!]);
          expect(ours.total, JSON.stringify(filters)).toBe(slots.length);
          expect(ours.clusters.map((c) => c.count).sort(), JSON.stringify(filters)).toEqual(
            expectedClusters.map((f) => (f.properties as { point_count: number }).point_count).sort(),
          );
          expect(ours.partners.map((p) => p.id).sort()).toEqual(expectedLeaves.sort());
        }
        // a change between rounds: the worker gets the new version
        const changed = random.pick(ids);
        await database.db
          .update(companies)
          .set({ status: round % 2 === 0 ? 'disapproved' : 'approved' })
          .where(eq(companies.id, changed));
        directory.apply({ companyIds: [changed] });
      }
    } finally {
      await directory.close();
    }
  });

  it('starts a new clustering thread when one dies, and the next map answer comes from it', async () => {
    const lineIds = (await database.db.select({ id: lines.id }).from(lines)).map((l) => l.id);
    await insertRandomCompanies(database.db, createRandom(77), 300, lineIds);
    const directory = createPartnerDirectory({ db: database.db, log: silent });
    await directory.start();
    const clusters = createClusterWorker({ log: silent });
    try {
      const state = await directory.current();
      const query = { bbox: [-75, -35, -33, 6] as [number, number, number, number], zoom: 4 };
      const before = (await clusters.json(state, query, new Date())).toString();
      expect((JSON.parse(before) as MapAnswer).total).toBeGreaterThan(0);
      const dead = clusters.thread;
      await dead.terminate(); // as an out-of-memory or a crash would end it
      await vi.waitFor(() => expect(clusters.restarts).toBe(1));
      expect(clusters.thread).not.toBe(dead);
      expect((await clusters.json(state, query, new Date())).toString()).toBe(before);
    } finally {
      await clusters.close();
      await directory.close();
    }
    expect(clusters.restarts).toBe(1); // closing is not a death
  });
});
