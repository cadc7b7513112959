import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { rowsOf } from './rows-of.ts';

/** Keys of the advisory locks of the jobs that run on one instance at a time (one place, so two never share a key). */
export const JOB_LOCKS = {
  uploadCleanup: 0x75706c6f6164, // 'upload'
  housekeeping: 0x686f75736b70, // 'houskp'
} as const;

/**
 * Runs `job` in a transaction holding the transaction-scoped advisory lock `key`, or returns null at
 * once when another instance holds it (the job is theirs this time). The lock goes with the transaction,
 * so a crashed instance never keeps it. PGlite (one process) always gets it.
 */
export const runExclusively = <T>(db: Database, key: number, job: (tx: Database) => Promise<T>): Promise<T | null> =>
  db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${sql.raw(String(key))}::bigint) as locked`);
    if (rowsOf<{ locked: boolean }>(lock)[0]?.locked !== true) return null;
    return job(tx);
  });
