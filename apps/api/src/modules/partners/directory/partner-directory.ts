import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { DirectoryChange } from '../../../plugins/app/directory-changes.ts';
import { DirectoryState } from './directory-state.ts';
import { loadDirectoryLines, loadDirectoryRows, readDirectorySnapshot } from './load-directory.ts';
import { createClusterWorker } from './cluster-worker.ts';
import type { TPartnerMapQuery } from '@rede/domain';

/** Companies reloaded per query when a change names many. */
const RELOAD_BATCH = 1000;

export type DirectoryStats = {
  partners: number;
  /** Milliseconds of the last full build (database read + indexes). */
  buildMs: number;
  /** Full builds and incremental updates applied since the start. */
  builds: number;
  updates: number;
  version: number;
  approximateBytes: number;
  /** Milliseconds start() waited for the worker to cluster every partner (the home's map, ready before the first visitor). */
  clusterMs: number;
};

/**
 * The public directory's read model in this process (`app.partnerDirectory`): built from the database
 * (at start by main.ts, or at the first public query), kept current by the change signal.
 *
 * Changes queue while a build or an update runs and are applied after it, in batches: the companies
 * named are read again (whatever they became: visible, hidden, deleted), lines are read again, `all`
 * rebuilds. Nothing is lost while the first build runs: a change that arrives then is applied right
 * after it (reading the row again is correct whether or not the build's snapshot already held it).
 * current() waits for everything queued, so a write's change is in the next public answer.
 */
export type PartnerDirectory = {
  /** Builds the read model now (idempotent) and clusters the unfiltered map; resolves when both are ready. */
  start(): Promise<DirectoryStats>;
  apply(change: DirectoryChange): void;
  /** The up-to-date state (waits for the build and the queued changes). */
  current(): Promise<DirectoryState>;
  /** GET /listfiltred/map from the up-to-date state, as JSON: clustered in a worker thread (cluster-worker.ts). */
  mapJson(query: TPartnerMapQuery, at: Date): Promise<string>;
  /** Stops the clustering worker (the app's close). */
  close(): Promise<void>;
  readonly stats: DirectoryStats;
};

type Batch = { all: boolean; companyIds: Set<number>; lineIds: Set<number> };
const emptyBatch = (): Batch => ({ all: false, companyIds: new Set(), lineIds: new Set() });

/**
 * Builds a state from one database snapshot, then its order and indexes.
 * `partIds`: ids per query of the rows (DIRECTORY_PART_IDS; tests read in small parts).
 */
export const buildDirectoryState = async (db: Database, { partIds }: { partIds?: number } = {}): Promise<DirectoryState> => {
  const state = await readDirectorySnapshot(
    db,
    async ({ lines, parts }) => {
      const read = new DirectoryState({ lines });
      for await (const rows of parts) for (const row of rows) read.upsert(row);
      return read;
    },
    { partIds },
  );
  state.reorder(null);
  state.reindex();
  return state;
};

export const createPartnerDirectory = ({ db, log }: { db: Database; log: FastifyBaseLogger }): PartnerDirectory => {
  let state: DirectoryState | null = null;
  let pending = emptyBatch();
  let worker: Promise<void> | null = null;
  const clusters = createClusterWorker({ log });
  const stats: DirectoryStats = {
    partners: 0,
    buildMs: 0,
    builds: 0,
    updates: 0,
    version: 0,
    approximateBytes: 0,
    clusterMs: 0,
  };

  const hasPending = () => pending.all || pending.companyIds.size > 0 || pending.lineIds.size > 0;
  const requeue = (batch: Batch) => {
    pending.all ||= batch.all;
    for (const id of batch.companyIds) pending.companyIds.add(id);
    for (const id of batch.lineIds) pending.lineIds.add(id);
  };

  const update = async (current: DirectoryState, batch: Batch) => {
    if (batch.lineIds.size > 0) current.replaceLines(await loadDirectoryLines(db), batch.lineIds);
    const touched = new Set<number>();
    const ids = [...batch.companyIds];
    for (let i = 0; i < ids.length; i += RELOAD_BATCH) {
      const chunk = ids.slice(i, i + RELOAD_BATCH);
      const rows = await loadDirectoryRows(db, chunk);
      const visible = new Set(rows.map((row) => row.id));
      for (const id of chunk) {
        const slot = current.slotById.get(id);
        if (!visible.has(id) && slot !== undefined) {
          current.remove(id);
          touched.add(slot);
        }
      }
      for (const row of rows) {
        const before = current.slotById.get(row.id);
        const slot = current.upsert(row) ?? before;
        if (slot !== undefined) touched.add(slot);
      }
    }
    current.reorder(touched);
    current.reindex();
    stats.updates += 1;
  };

  const run = async () => {
    while (hasPending()) {
      const batch = pending;
      pending = emptyBatch();
      try {
        if (batch.all || !state) {
          const started = performance.now();
          state = await buildDirectoryState(db);
          stats.buildMs = Math.round(performance.now() - started);
          stats.builds += 1;
        } else await update(state, batch);
      } catch (error) {
        requeue(batch);
        throw error;
      }
      stats.partners = state.count;
      stats.version = state.version;
      if (state.rejected.size > 0) {
        log.error({ companies: Object.fromEntries(state.rejected) }, 'diretório público: empresas deixadas fora por dados fora do esquema público');
        state.rejected.clear();
      }
    }
  };

  const kick = (): Promise<void> => {
    worker ??= run().finally(() => {
      worker = null;
    });
    return worker;
  };

  const settle = async () => {
    if (!state && !hasPending()) pending.all = true;
    while (worker || hasPending()) await kick();
    return state!;
  };

  return {
    async start() {
      const current = await settle();
      stats.clusterMs = await clusters.warm(current);
      stats.approximateBytes = current.approximateBytes();
      return { ...stats };
    },
    apply(change) {
      if ('all' in change) pending.all = true;
      else if ('companyIds' in change) for (const id of change.companyIds) pending.companyIds.add(id);
      else for (const id of change.lineIds) pending.lineIds.add(id);
      // Not built yet and not building: the first query builds from the database, which already holds the change.
      if (!state && !worker) {
        pending = emptyBatch();
        return;
      }
      kick().catch((error: unknown) =>
        log.error({ err: error }, 'diretório público: falha ao aplicar uma alteração (nova tentativa na próxima consulta)'),
      );
    },
    current: settle,
    async mapJson(query, at) {
      return clusters.json(await settle(), query, at);
    },
    async close() {
      await clusters.close();
    },
    get stats() {
      return { ...stats };
    },
  };
};
