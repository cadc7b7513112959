import type pg from 'pg';
import type { DatabaseHandle } from './client.ts';

/** Arbitrary constant key of the PostgreSQL advisory lock taken while migrating and seeding. */
const LOCK_KEY = 4_812_377;

/**
 * Runs `task` while holding a PostgreSQL advisory lock, so several servers starting on the same
 * DATABASE_URL migrate and seed one at a time. PGlite is already exclusive (DATA_DIR/.lock).
 */
export const withDatabaseLock = async <T>(handle: DatabaseHandle, task: () => Promise<T>): Promise<T> => {
  if (handle.kind === 'pglite') return task();
  const client = await (handle.client as pg.Pool).connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    try {
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
    }
  } finally {
    client.release();
  }
};
