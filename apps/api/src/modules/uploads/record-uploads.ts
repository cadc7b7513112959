import { sql } from 'drizzle-orm';
import type { UploadPolicy } from '../../config/upload-policy.ts';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';
import type { StoredUpload } from './store-multipart-files.ts';
import { findUploadUsage, remainingQuota } from './upload-quota.ts';

/** Advisory lock class of a user's uploads (two-key form: class, user id). */
const QUOTA_LOCK_CLASS = 0x75706c64; // 'upld'

/**
 * Records the stored files of one request (who, name, original name, bytes, when). Inside one
 * transaction holding the user's advisory lock, the quotas are checked again with these bytes, so
 * parallel requests of one user cannot together pass them → 413 and nothing recorded (the caller
 * removes the files).
 */
export const recordUploads = async (
  db: Database,
  { userId, files, now, policy }: { userId: number; files: readonly StoredUpload[]; now: Date; policy: UploadPolicy },
): Promise<void> => {
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_CLASS}::int, ${userId}::int)`);
    const budget = remainingQuota(policy, await findUploadUsage(tx, userId, now));
    if (bytes > budget.bytes) throw budget.exceeded();
    await tx
      .insert(uploads)
      .values(files.map((file) => ({ name: file.name, userId, originalName: file.originalName, bytes: file.bytes, createdAt: now })))
      .onConflictDoUpdate({
        // a row the cleanup wrote for the file meanwhile (it found the file in the store): this upload owns it
        target: uploads.name,
        set: { userId, originalName: sql`excluded.original_name`, bytes: sql`excluded.bytes`, createdAt: now, deletedAt: null },
      });
  });
};
