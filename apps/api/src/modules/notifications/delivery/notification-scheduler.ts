import fp from 'fastify-plugin';
import { createIntervalTimer } from '../../../lib/interval-timer.ts';
import { createDatabaseDelivery } from './database-delivery.ts';
import type { NotificationDelivery } from './notification-delivery.ts';
import { runDueNotifications, type RunDueResult } from './run-due-notifications.ts';

/** How often due notifications are dispatched when nothing else is configured. */
export const DEFAULT_NOTIFICATION_INTERVAL_MS = 30_000;

export type NotificationSchedulerOptions = {
  /** Where notifications go; default: recorded in notification_deliveries and logged. */
  delivery?: NotificationDelivery | undefined;
  /** Start the timer when the app is ready; default true, except under NODE_ENV=test. */
  enabled?: boolean | undefined;
  intervalMs?: number | undefined;
};

export type NotificationScheduler = {
  /** Dispatches what is due now (the app clock); skipped (empty result) while another run is going on. */
  runNow(): Promise<RunDueResult>;
  /** Starts the timer (tests: `app.notificationScheduler.start(50)`). */
  start(intervalMs?: number): void;
  stop(): void;
  readonly isStarted: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    notificationDelivery: NotificationDelivery;
    notificationScheduler: NotificationScheduler;
  }
}

/**
 * Dispatches due notifications every `intervalMs` inside the server (runDueNotifications: each
 * notification exactly once, even across instances). Runs never overlap; the timer stops on close,
 * and close waits for the run in progress.
 */
export const notificationSchedulerPlugin = fp<NotificationSchedulerOptions>(
  async (app, options) => {
    const delivery = options.delivery ?? createDatabaseDelivery();
    const defaultInterval = options.intervalMs ?? DEFAULT_NOTIFICATION_INTERVAL_MS;
    const isEnabled = options.enabled ?? process.env.NODE_ENV !== 'test';
    const log = app.log.child({ module: 'notification-scheduler' });
    let running: Promise<RunDueResult> | null = null;

    const runNow = (): Promise<RunDueResult> => {
      if (running) return Promise.resolve({ sent: [], failed: [] });
      running = runDueNotifications({ db: app.db, delivery, log }, app.clock()).finally(() => {
        running = null;
      });
      return running;
    };

    const tick = () => {
      runNow().catch((error: unknown) => log.error({ err: error }, 'falha ao processar as notificações agendadas'));
    };
    const timer = createIntervalTimer(tick, defaultInterval);

    const scheduler: NotificationScheduler = {
      runNow,
      start: (intervalMs) => timer.start(intervalMs),
      stop: () => timer.stop(),
      get isStarted() {
        return timer.isStarted;
      },
    };

    app.decorate('notificationDelivery', delivery);
    app.decorate('notificationScheduler', scheduler);
    app.addHook('onReady', async () => {
      if (isEnabled) scheduler.start();
    });
    app.addHook('onClose', async () => {
      scheduler.stop();
      await running?.catch(() => undefined);
    });
  },
  { name: 'notification-scheduler', dependencies: ['database'] },
);
