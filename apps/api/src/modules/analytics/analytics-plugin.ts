import { normalizeIP } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { createPeriodicJob } from '../../lib/periodic-job.ts';
import type { TAnalyticsEvent } from '@rede/domain';
import { createAnalyticsCounter, type AnalyticsCounter } from './analytics-counter.ts';
import { createAnalyticsGate, createMemoryGateStore, type AnalyticsGate } from './analytics-gate.ts';
import { normaliseEvents } from './normalise-events.ts';
import { saoPauloDay } from './sao-paulo-day.ts';
import { writeAnalytics } from './write-analytics.ts';
import { createRedisGateStore, withLocalGateFallback } from './redis-gate-store.ts';

/** How often each instance writes what it counted. */
export const DEFAULT_ANALYTICS_FLUSH_MS = 5_000;

export type AnalyticsOptions = {
  /** Write on a timer; default true, except under NODE_ENV=test (tests call app.analytics.flush()). */
  enabled?: boolean | undefined;
  intervalMs?: number | undefined;
  maxKeys?: number | undefined;
};

export type Analytics = {
  /**
   * Counts a valid batch of the visitor at address `ip` (in memory; written by the next flush): each event once an
   * hour per visitor, within the visitor's budget (`analytics-gate.ts`). The address is used for that only.
   */
  record(events: readonly TAnalyticsEvent[], ip: string): Promise<void>;
  /** Writes what was counted (after a flush already running); what a failed write could not store is counted again for the next one. */
  flush(): Promise<void>;
  readonly counter: AnalyticsCounter;
  readonly gate: AnalyticsGate;
};

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

/**
 * Engagement analytics' ingestion: events are counted in memory per São Paulo day and
 * dimensions, and written every few seconds (and on close) as additions to the daily tables, so a burst of
 * events costs the directory a few Map updates and one small transaction per interval, whatever the rate.
 */
export const analyticsPlugin = fp<AnalyticsOptions>(
  async (app, options) => {
    const log = app.log.child({ module: 'analytics' });
    const write = async () => {
      const started = performance.now();
      const dropped = gate.takeDropped();
      if (dropped > 0) log.info({ dropped }, `analytics: ${dropped} eventos descartados (repetidos ou acima do limite)`);
      const snapshot = counter.drain();
      const rows = snapshot.searches.length + snapshot.searchLines.length + snapshot.partners.length;
      if (rows === 0) return;
      const { unwritten, error } = await writeAnalytics(app.db, snapshot);
      if (error !== undefined) {
        counter.restore(unwritten);
        throw error instanceof Error ? error : new Error(String(error));
      }
      log.debug({ rows, ms: Math.round(performance.now() - started) }, 'eventos de engajamento gravados');
    };
    // written on a timer, once more on close, and soon when the counter is full
    const job = createPeriodicJob(app, {
      name: 'analytics',
      intervalMs: options.intervalMs ?? DEFAULT_ANALYTICS_FLUSH_MS,
      enabled: options.enabled ?? process.env.NODE_ENV !== 'test',
      runOnClose: true,
      run: write,
    });
    const counter = createAnalyticsCounter({ maxKeys: options.maxKeys, onFull: () => job.kick() });

    // the visitors' marks: shared by the instances through Redis when there is one, else in this process
    const local = createMemoryGateStore({ now: () => app.clock().getTime() });
    const store = app.redis
      ? withLocalGateFallback(createRedisGateStore(app.redis, `${app.config.redisKeyPrefix ?? 'rede:'}analytics:`), local, (error) =>
          log.error({ err: error }, 'Redis indisponível: eventos repetidos contados só nesta instância'),
        )
      : local;
    const gate = createAnalyticsGate({ store, budget: { max: app.rateLimits.analyticsEventsMax, windowMs: app.rateLimits.ipWindowMs } });

    app.decorate('analytics', {
      async record(events, ip) {
        const day = saoPauloDay(app.clock());
        counter.record(day, await gate.admit(normalizeIP(ip), day, normaliseEvents(events)));
      },
      flush: () => job.runFresh(),
      counter,
      gate,
    } satisfies Analytics);
  },
  { name: 'analytics', dependencies: ['database', 'redis'] },
);
