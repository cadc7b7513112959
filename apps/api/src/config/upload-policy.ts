/**
 * Limits of POST /api/uploads/uploadFiles beyond the per-file size and count (MAX_UPLOAD_FILE_BYTES,
 * MAX_UPLOAD_FILES of @rede/domain), and the cleanup of files nobody references.
 * From the environment (UPLOAD_* variables, config/env.ts); `AppConfig.uploads` overrides them in tests.
 */
export type UploadPolicy = {
  /** Upload requests per user and minute (per process, like the other rate limits). UPLOAD_RATE_LIMIT_PER_MINUTE. */
  ratePerMinute: number;
  /** Bytes a user may upload within any 24 hours; 0: no limit. UPLOAD_DAILY_QUOTA_MB. */
  dailyQuotaBytes: number;
  /** Bytes of a user's uploads still stored (not removed by the cleanup); 0: no limit. UPLOAD_TOTAL_QUOTA_MB. */
  totalQuotaBytes: number;
  /** An upload nobody references is removed once this long has passed since it was stored or last named by a form. UPLOAD_ORPHAN_GRACE. */
  orphanGraceMs: number;
  /** How often each instance runs the cleanup (concurrent runs on several instances: one works, the others skip). UPLOAD_CLEANUP_INTERVAL. */
  cleanupIntervalMs: number;
};

/** The rolling window of `dailyQuotaBytes`. */
export const UPLOAD_QUOTA_WINDOW_MS = 24 * 3_600_000;

export const MEGABYTE = 1024 * 1024;

export const DEFAULT_UPLOAD_POLICY: UploadPolicy = {
  ratePerMinute: 30,
  dailyQuotaBytes: 100 * MEGABYTE,
  totalQuotaBytes: 1024 * MEGABYTE,
  orphanGraceMs: 24 * 3_600_000,
  cleanupIntervalMs: 3_600_000,
};

/** The smallest grace period accepted from the environment: a form may stay open a while before it is saved. */
export const MIN_ORPHAN_GRACE_MS = 3_600_000;
