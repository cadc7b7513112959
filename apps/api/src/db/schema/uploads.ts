import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn } from './columns.ts';
import { users } from './users.ts';

/**
 * Every stored upload (POST /api/uploads/uploadFiles): who sent it, its stored name, its size and when,
 * for the per-user quotas and the cleanup of files nobody references. Files found in the store without
 * a row (stored before uploads were recorded) get one with `user_id` null when the cleanup or a form
 * meets them. A row is kept after its file is removed (`deleted_at`): the daily quota counts it.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    /** The stored name ('<uuid>.png'), the key in the file store. */
    name: varchar('name', { length: 64 }).notNull(),
    /** Who uploaded it; null: unknown (a file found in the store) or the user was deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the client gave the file (shortened to 255 characters); never used to store or serve it. */
    originalName: varchar('original_name', { length: 255 }),
    /** Size in bytes; null when unknown (a file a form named before the cleanup recorded it). */
    bytes: integer('bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last time a form named the file (resolveStoredImages): the grace period runs again from there. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** When the cleanup decided to remove the file (no reference, grace period over). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('uploads_name_unique').on(t.name),
    index('uploads_user_created_idx').on(t.userId, t.createdAt),
    index('uploads_live_idx')
      .on(t.createdAt)
      .where(sql`${t.deletedAt} is null`),
    check('uploads_bytes_check', sql`${t.bytes} >= 0`),
  ],
);
