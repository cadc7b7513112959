import fp from 'fastify-plugin';
import { DEFAULT_UPLOAD_POLICY } from '../../config/upload-policy.ts';
import { deleteUnreferencedUploads, type UploadCleanupResult } from './delete-unreferenced-uploads.ts';

/** The first run waits this long after the start (not competing with the first requests), like the housekeeping. */
const FIRST_RUN_DELAY_MS = 60_000;

export type UploadCleanupOptions = {
  /** Start the timer when the app is ready; default true, except under NODE_ENV=test. */
  enabled?: boolean | undefined;
  /** Default: UPLOAD_CLEANUP_INTERVAL (config.uploads.cleanupIntervalMs). */
  intervalMs?: number | undefined;
};

export type UploadCleanup = {
  /** Removes the unreferenced uploads whose grace period is over (the app clock); a run already going on is not doubled. */
  runNow(): Promise<UploadCleanupResult>;
  /** Starts the timer: first run after min(interval, 1 min), then every interval. */
  start(intervalMs?: number): void;
  stop(): void;
  readonly isStarted: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    uploadCleanup: UploadCleanup;
  }
}

/**
 * The scheduled cleanup of uploaded files nobody references (deleteUnreferencedUploads), inside the
 * server like the notification scheduler: every instance runs it on its timer, and a run that meets
 * another instance's (the advisory lock) skips. Runs never overlap in one process; the timer stops on
 * close, and close waits for the run in progress.
 */
export const uploadCleanupPlugin = fp<UploadCleanupOptions>(
  async (app, options) => {
    const policy = app.config.uploads ?? DEFAULT_UPLOAD_POLICY;
    const defaultInterval = options.intervalMs ?? policy.cleanupIntervalMs;
    const isEnabled = options.enabled ?? process.env.NODE_ENV !== 'test';
    const log = app.log.child({ module: 'upload-cleanup' });
    const timers: NodeJS.Timeout[] = [];
    let running: Promise<UploadCleanupResult> | null = null;

    const runNow = (): Promise<UploadCleanupResult> => {
      if (running) return running;
      running = deleteUnreferencedUploads({ db: app.db, storage: app.uploadStorage, log, keep: [app.config.branding.logoUrl] }, app.clock(), {
        graceMs: policy.orphanGraceMs,
      }).finally(() => {
        running = null;
      });
      return running;
    };

    const tick = () => {
      runNow().catch((error: unknown) => log.error({ err: error }, 'falha na limpeza dos arquivos enviados sem referência'));
    };

    const cleanup: UploadCleanup = {
      runNow,
      start(intervalMs = defaultInterval) {
        cleanup.stop();
        const first = setTimeout(tick, Math.min(intervalMs, FIRST_RUN_DELAY_MS));
        const every = setInterval(tick, intervalMs);
        first.unref();
        every.unref();
        timers.push(first, every);
      },
      stop() {
        for (const timer of timers.splice(0)) clearTimeout(timer);
      },
      get isStarted() {
        return timers.length > 0;
      },
    };

    app.decorate('uploadCleanup', cleanup);
    app.addHook('onReady', async () => {
      if (isEnabled) cleanup.start();
    });
    app.addHook('onClose', async () => {
      cleanup.stop();
      await running?.catch(() => undefined);
    });
  },
  { name: 'upload-cleanup', dependencies: ['database', 'upload-storage'] },
);
