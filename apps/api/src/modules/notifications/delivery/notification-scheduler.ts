import fp from 'fastify-plugin';
import { createPeriodicJob } from '../../../lib/periodic-job.ts';
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
 * and close waits for the run in progress (createPeriodicJob).
 */
export const notificationSchedulerPlugin = fp<NotificationSchedulerOptions>(
  async (app, options) => {
    const delivery = options.delivery ?? createDatabaseDelivery();
    const log = app.log.child({ module: 'notification-scheduler' });
    const job = createPeriodicJob(app, {
      name: 'notification-scheduler',
      intervalMs: options.intervalMs ?? DEFAULT_NOTIFICATION_INTERVAL_MS,
      enabled: options.enabled ?? process.env.NODE_ENV !== 'test',
      run: () => runDueNotifications({ db: app.db, delivery, log }, app.clock()),
    });

    app.decorate('notificationDelivery', delivery);
    app.decorate('notificationScheduler', {
      runNow: () => (job.isRunning ? Promise.resolve({ sent: [], failed: [] }) : job.runNow()),
      start: (intervalMs) => job.start(intervalMs),
      stop: () => job.stop(),
      get isStarted() {
        return job.isStarted;
      },
    } satisfies NotificationScheduler);
  },
  { name: 'notification-scheduler', dependencies: ['database'] },
);
