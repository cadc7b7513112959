import { eq, gt, isNull, sql } from 'drizzle-orm';
import { formatFileSize, formatMessage, MESSAGES } from '@rede/domain';
import { UPLOAD_QUOTA_WINDOW_MS, type UploadPolicy } from '../../config/upload-policy.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadBudget } from './store-multipart-files.ts';

/** A user's uploads: bytes sent in the last 24 hours (removed files included) and bytes still stored. */
export type UploadUsage = { lastDayBytes: number; storedBytes: number };

export const findUploadUsage = async (db: Database, userId: number, now: Date): Promise<UploadUsage> => {
  const since = new Date(now.getTime() - UPLOAD_QUOTA_WINDOW_MS);
  const [row] = await db
    .select({
      lastDayBytes: sql<string>`coalesce(sum(${uploads.bytes}) filter (where ${gt(uploads.createdAt, since)}), 0)`,
      storedBytes: sql<string>`coalesce(sum(${uploads.bytes}) filter (where ${isNull(uploads.deletedAt)}), 0)`,
    })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return { lastDayBytes: Number(row?.lastDayBytes ?? 0), storedBytes: Number(row?.storedBytes ?? 0) };
};

const quotaError = (template: string, limit: number) => new AppError(413, formatMessage(template, { limit: formatFileSize(limit) }), null);

/** No quota on: nothing to exceed. */
const UNLIMITED: UploadBudget = {
  bytes: Number.POSITIVE_INFINITY,
  exceeded: () => {
    throw new Error('an unlimited upload budget cannot be exceeded');
  },
};

/**
 * What the user may still upload under the policy's quotas (the tighter of the daily and the total one;
 * a quota of 0 is off). Nothing left → 413 with that quota's message at once, before any byte is read.
 */
export const remainingQuota = (policy: UploadPolicy, usage: UploadUsage): UploadBudget => {
  const budgets: UploadBudget[] = [];
  if (policy.dailyQuotaBytes > 0) {
    budgets.push({
      bytes: policy.dailyQuotaBytes - usage.lastDayBytes,
      exceeded: () => quotaError(MESSAGES.uploads.dailyQuota, policy.dailyQuotaBytes),
    });
  }
  if (policy.totalQuotaBytes > 0) {
    budgets.push({
      bytes: policy.totalQuotaBytes - usage.storedBytes,
      exceeded: () => quotaError(MESSAGES.uploads.totalQuota, policy.totalQuotaBytes),
    });
  }
  const tightest = budgets.reduce((a, b) => (b.bytes < a.bytes ? b : a), UNLIMITED);
  if (tightest.bytes <= 0) throw tightest.exceeded();
  return tightest;
};
