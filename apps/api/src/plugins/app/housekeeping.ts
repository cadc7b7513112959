import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { JOB_LOCKS, runExclusively } from '../../db/run-exclusively.ts';
import type { Database } from '../../db/client.ts';

const DEFAULT_INTERVAL_MS = 6 * 3_600_000;
/** The first run waits this long after the start, not competing with the first requests. */
const DEFAULT_DELAY_MS = 60_000;

export type HousekeepingOptions = {
  /** What each round deletes (the ended sessions and codes); given by the app, which knows the modules. */
  cleanup: (tx: Database, now: Date) => Promise<void>;
  /** Start the timers when the app is ready; default true, except under NODE_ENV=test. */
  enabled?: boolean | undefined;
  /** Default: a minute after the app is ready. */
  delayMs?: number | undefined;
  /** Default: every 6 hours. */
  intervalMs?: number | undefined;
  /** Run VACUUM ANALYZE after the cleanup: the embedded database has no autovacuum (statistics, index-only scans). */
  vacuum?: boolean | undefined;
};

export type Housekeeping = {
  /** Runs the cleanup (one instance per round on a shared PostgreSQL), then vacuums if asked; never throws. */
  runNow(): Promise<void>;
  readonly isStarted: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

/**
 * The database's periodic upkeep, on timers started when the app is ready and stopped on close (close waits
 * for a run under way). With several instances on one PostgreSQL the advisory lock lets one of them do a round.
 */
export const housekeepingPlugin = fp<HousekeepingOptions>(
  async (app, options) => {
    const isEnabled = options.enabled ?? process.env.NODE_ENV !== 'test';
    const delayMs = options.delayMs ?? DEFAULT_DELAY_MS;
    const intervalMs = options.intervalMs ?? DEFAULT_INTERVAL_MS;
    const timers: NodeJS.Timeout[] = [];
    let running: Promise<void> | null = null;

    const round = async () => {
      await runExclusively(app.db, JOB_LOCKS.housekeeping, (tx) => options.cleanup(tx, app.clock())).catch((error: unknown) =>
        app.log.warn({ err: error }, 'limpeza de sessões falhou'),
      );
      if (options.vacuum) await app.db.execute(sql`VACUUM ANALYZE`).catch((error: unknown) => app.log.warn({ err: error }, 'VACUUM falhou'));
    };

    const runNow = (): Promise<void> => {
      running ??= round().finally(() => {
        running = null;
      });
      return running;
    };

    const stop = () => {
      for (const timer of timers.splice(0)) clearTimeout(timer);
    };

    app.decorate('housekeeping', {
      runNow,
      get isStarted() {
        return timers.length > 0;
      },
    } satisfies Housekeeping);
    app.addHook('onReady', async () => {
      if (!isEnabled) return;
      const first = setTimeout(() => void runNow(), delayMs);
      const every = setInterval(() => void runNow(), intervalMs);
      first.unref();
      every.unref();
      timers.push(first, every);
    });
    app.addHook('onClose', async () => {
      stop();
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['database'] },
);
