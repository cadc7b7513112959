import fp from 'fastify-plugin';
import { createIntervalTimer } from '../../lib/interval-timer.ts';
import type { TAnalyticsEvent } from '@rede/domain';
import { createAnalyticsCounter, type AnalyticsCounter } from './analytics-counter.ts';
import { normaliseEvents } from './normalise-events.ts';
import { saoPauloDay } from './sao-paulo-day.ts';
import { writeAnalytics } from './write-analytics.ts';

/** How often each instance writes what it counted. */
export const DEFAULT_ANALYTICS_FLUSH_MS = 5_000;

export type AnalyticsOptions = {
  /** Write on a timer; default true, except under NODE_ENV=test (tests call app.analytics.flush()). */
  enabled?: boolean | undefined;
  intervalMs?: number | undefined;
  maxKeys?: number | undefined;
};

export type Analytics = {
  /** Counts a valid batch (in memory; written by the next flush). */
  record(events: readonly TAnalyticsEvent[]): void;
  /** Writes what was counted (after a flush already running); what a failed write could not store is counted again for the next one. */
  flush(): Promise<void>;
  readonly counter: AnalyticsCounter;
};

declare module 'fastify' {
  interface FastifyInstance {
    analytics: Analytics;
  }
}

/**
 * Engagement analytics' ingestion (issue #19): events are counted in memory per São Paulo day and
 * dimensions, and written every few seconds (and on close) as additions to the daily tables, so a burst of
 * events costs the directory a few Map updates and one small transaction per interval, whatever the rate.
 */
export const analyticsPlugin = fp<AnalyticsOptions>(
  async (app, options) => {
    const log = app.log.child({ module: 'analytics' });
    const isEnabled = options.enabled ?? process.env.NODE_ENV !== 'test';
    let flushing: Promise<void> | null = null;

    const write = async () => {
      const started = performance.now();
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
    /** Writes what was counted; a flush already running is waited for first (what arrived since is written after it). */
    const flush = async (): Promise<void> => {
      while (flushing) await flushing.catch(() => undefined);
      flushing = write().finally(() => {
        flushing = null;
      });
      return flushing;
    };
    const tick = () => {
      flush().catch((error: unknown) => log.error({ err: error }, 'falha ao gravar os eventos de engajamento'));
    };
    const counter = createAnalyticsCounter({ maxKeys: options.maxKeys, onFull: () => isEnabled && setImmediate(tick) });

    const timer = createIntervalTimer(tick, options.intervalMs ?? DEFAULT_ANALYTICS_FLUSH_MS);

    app.decorate('analytics', {
      record: (events) => counter.record(saoPauloDay(app.clock()), normaliseEvents(events)),
      flush,
      counter,
    } satisfies Analytics);

    app.addHook('onReady', async () => {
      if (isEnabled) timer.start();
    });
    app.addHook('onClose', async () => {
      timer.stop();
      await flushing?.catch(() => undefined);
      await flush().catch((error: unknown) => log.error({ err: error }, 'falha ao gravar os eventos de engajamento ao encerrar'));
    });
  },
  { name: 'analytics', dependencies: ['database'] },
);
