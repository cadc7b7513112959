import { isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema/index.ts';

/**
 * A form names the stored file `name` (a logo, an icon…): its grace period starts again now, so the
 * cleanup leaves it alone while the form's write commits. False when the cleanup has already decided
 * to remove it (the form must not point at it). A file in the store without a row (stored before uploads
 * were recorded) gets one. Call only for a file that exists in the store.
 */
export const claimUpload = async (db: Database, name: string, now: Date): Promise<boolean> => {
  const rows = await db
    .insert(uploads)
    .values({ name, createdAt: now, claimedAt: now })
    .onConflictDoUpdate({ target: uploads.name, set: { claimedAt: now }, setWhere: isNull(uploads.deletedAt) })
    .returning({ id: uploads.id });
  return rows.length > 0;
};
