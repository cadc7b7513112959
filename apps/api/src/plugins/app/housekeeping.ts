import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { JOB_LOCKS, runExclusively } from '../../db/run-exclusively.ts';
import type { Database } from '../../db/client.ts';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';

const DEFAULT_INTERVAL_MS = 6 * 3_600_000;
/** The first run waits this long after the start (never longer than the interval), not competing with the first requests. */
const DEFAULT_DELAY_MS = 60_000;

export type HousekeepingOptions = {
  /** What each round deletes (the ended sessions and codes); given by the app, which knows the modules. */
  cleanup: (tx: Database, now: Date) => Promise<void>;
  /** Start the timer when the app is ready; default true, except under NODE_ENV=test. */
  enabled?: boolean | undefined;
  /** Default: a minute after the app is ready. */
  delayMs?: number | undefined;
  /** Default: every 6 hours. */
  intervalMs?: number | undefined;
  /** Run VACUUM ANALYZE after the cleanup: the embedded database has no autovacuum (statistics, index-only scans). */
  vacuum?: boolean | undefined;
};

/** runNow runs the cleanup (one instance per round on a shared PostgreSQL), then vacuums if asked; it never throws. */
export type Housekeeping = Pick<PeriodicJob<void>, 'runNow' | 'isStarted'>;

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/**
 * The database's periodic upkeep (createPeriodicJob: started when the app is ready, stopped on close, which waits
 * for a run under way). With several instances on one PostgreSQL the advisory lock lets one of them do a round.
 */
export const housekeepingPlugin = fp<HousekeepingOptions>(
  async (app, options) => {
    const job = createPeriodicJob(app, {
      name: 'housekeeping',
      intervalMs: options.intervalMs ?? DEFAULT_INTERVAL_MS,
      initialDelayMs: options.delayMs ?? DEFAULT_DELAY_MS,
      enabled: options.enabled ?? process.env.NODE_ENV !== 'test',
      run: async () => {
        await runExclusively(app.db, JOB_LOCKS.housekeeping, (tx) => options.cleanup(tx, app.clock())).catch((error: unknown) =>
          app.log.warn({ err: error }, 'limpeza de sessões falhou'),
        );
        if (options.vacuum) await app.db.execute(sql`VACUUM ANALYZE`).catch((error: unknown) => app.log.warn({ err: error }, 'VACUUM falhou'));
      },
    });

    app.decorate('housekeeping', job satisfies Housekeeping);
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
