import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { claimImport, deleteOldImports, runImportBatch, type RunImportDeps } from './run-import.ts';

/** How often each instance looks for a confirmed import to work on (besides right after a commit). */
export const DEFAULT_IMPORT_INTERVAL_MS = 2_000;
/** Nominatim's usage policy: at most one request per second. */
export const DEFAULT_POSITION_INTERVAL_MS = 1_000;
/** How often the housekeeping of old imports runs on each instance. */
const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export type CompanyImportRunnerOptions = {
  /** Start the timer when the app is ready and run right after each commit; default true, except under NODE_ENV=test. */
  enabled?: boolean | undefined;
  intervalMs?: number | undefined;
  /** Least time between two positions resolved from a CEP (external services); default 1 s. */
  positionIntervalMs?: number | undefined;
};

export type RunResult = { importId: number | null; batches: number };
type RunOptions = { maxBatches?: number };

/**
 * runNow works on the oldest confirmed import this instance can take (claimImport) until it is finished, or for
 * `maxBatches` batches, joining a run going on; kick runs soon in the background after a commit (after the run
 * going on, which may have looked before the commit), when enabled.
 */
export type CompanyImportRunner = Pick<PeriodicJob<RunResult, RunOptions>, 'runNow' | 'kick' | 'start' | 'stop' | 'isStarted'>;

declare module 'fastify' {
  interface FastifyInstance {
    companyImports: CompanyImportRunner;
  }
}

/**
 * The background work of the company imports, inside the server like the other schedulers:
 * every instance looks for a confirmed import on its timer and after each commit; an import is worked on
 * by one instance at a time (a lease taken `for update skip locked`, checked by each batch's transaction:
 * every row is written once), in batches, so its progress is in the database for any instance to answer.
 * A crashed instance's import is taken over when its lease expires. Close waits for the batch in progress
 * (createPeriodicJob) and stops the import there.
 */
export const companyImportRunnerPlugin = fp<CompanyImportRunnerOptions>(
  async (app, options) => {
    const owner = `${hostname().slice(0, 30)}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const log = app.log.child({ module: 'company-import' });
    const deps: RunImportDeps = {
      db: app.db,
      storage: app.uploadStorage,
      clock: app.clock,
      services: { cepLookup: app.cepLookup, placeSearch: app.placeSearch },
      positionIntervalMs: options.positionIntervalMs ?? DEFAULT_POSITION_INTERVAL_MS,
      log,
      changed: (companyIds) => {
        if (companyIds.length > 0) app.directoryChanges.emit({ companyIds });
      },
    };
    let lastHousekeeping = 0;

    const work = async (signal: AbortSignal, { maxBatches = Number.POSITIVE_INFINITY }: RunOptions = {}): Promise<RunResult> => {
      if (Date.now() - lastHousekeeping > HOUSEKEEPING_EVERY_MS) {
        lastHousekeeping = Date.now();
        await deleteOldImports(deps, app.clock());
      }
      const claimed = await claimImport(app.db, owner, app.clock());
      if (!claimed) return { importId: null, batches: 0 };
      let batches = 0;
      while (batches < maxBatches && !signal.aborted) {
        const step = await runImportBatch(deps, claimed, owner);
        batches += 1;
        if (step !== 'more') break;
      }
      return { importId: claimed.id, batches };
    };

    const job = createPeriodicJob<RunResult, RunOptions>(app, {
      name: 'company-import',
      intervalMs: options.intervalMs ?? DEFAULT_IMPORT_INTERVAL_MS,
      enabled: options.enabled ?? process.env.NODE_ENV !== 'test',
      run: work,
    });

    app.decorate('companyImports', job satisfies CompanyImportRunner);
  },
  { name: 'company-import-runner', dependencies: ['database', 'upload-storage', 'address-lookup', 'geocoder', 'partner-directory'] },
);
