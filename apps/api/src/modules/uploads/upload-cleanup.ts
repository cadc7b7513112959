import fp from 'fastify-plugin';
import { DEFAULT_UPLOAD_POLICY } from '../../config/upload-policy.ts';
import { createPeriodicJob, type PeriodicJob } from '../../lib/periodic-job.ts';
import { deleteUnreferencedUploads, type UploadCleanupResult } from './delete-unreferenced-uploads.ts';

/** The first run waits this long after the start (not competing with the first requests), like the housekeeping. */
const FIRST_RUN_DELAY_MS = 60_000;

export type UploadCleanupOptions = {
  /** Start the timer when the app is ready; default true, except under NODE_ENV=test. */
  enabled?: boolean | undefined;
  /** Default: UPLOAD_CLEANUP_INTERVAL (config.uploads.cleanupIntervalMs). */
  intervalMs?: number | undefined;
};

/**
 * runNow removes the unreferenced uploads whose grace period is over (the app clock), joining a run going on;
 * start: first run after min(interval, 1 min), then an interval after each run.
 */
export type UploadCleanup = Pick<PeriodicJob<UploadCleanupResult>, 'runNow' | 'start' | 'stop' | 'isStarted'>;

declare module 'fastify' {
  interface FastifyInstance {
    uploadCleanup: UploadCleanup;
  }
}

/**
 * The scheduled cleanup of uploaded files nobody references (deleteUnreferencedUploads), inside the
 * server like the notification scheduler: every instance runs it on its timer, and a run that meets
 * another instance's (the advisory lock) skips. Runs never overlap in one process; the timer stops on
 * close, and close waits for the run in progress (createPeriodicJob).
 */
export const uploadCleanupPlugin = fp<UploadCleanupOptions>(
  async (app, options) => {
    const policy = app.config.uploads ?? DEFAULT_UPLOAD_POLICY;
    const log = app.log.child({ module: 'upload-cleanup' });
    const job = createPeriodicJob(app, {
      name: 'upload-cleanup',
      intervalMs: options.intervalMs ?? policy.cleanupIntervalMs,
      initialDelayMs: FIRST_RUN_DELAY_MS,
      enabled: options.enabled ?? process.env.NODE_ENV !== 'test',
      run: () =>
        deleteUnreferencedUploads({ db: app.db, storage: app.uploadStorage, log, keep: [app.config.branding.logoUrl] }, app.clock(), {
          graceMs: policy.orphanGraceMs,
        }),
    });

    app.decorate('uploadCleanup', job satisfies UploadCleanup);
  },
  { name: 'upload-cleanup', dependencies: ['database', 'upload-storage'] },
);
