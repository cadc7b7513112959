import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { acquireDataDirLock } from './lock.ts';

export type Schema = typeof schema;

/** The drizzle database (or transaction) every repository function takes; same type for PGlite and pg. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** The underlying client (PGlite instance or pg Pool), for migrations and tests. */
  client: PGlite | pg.Pool;
  close(): Promise<void>;
};

/**
 * The extensions the migrations create, loaded by every embedded database (PGlite ships them but loads
 * only those it is given): pg_trgm for the trigram index of the back-office search.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const fromPglite = (client: PGlite, onClose?: () => void): DatabaseHandle => ({
  db: drizzlePglite({ client, schema }) as unknown as Database,
  kind: 'pglite',
  client,
  async close() {
    try {
      if (!client.closed) await client.close();
    } finally {
      onClose?.();
    }
  },
});

export const fromPool = (pool: pg.Pool): DatabaseHandle => ({
  db: drizzlePg({ client: pool, schema }) as unknown as Database,
  kind: 'postgres',
  client: pool,
  async close() {
    await pool.end();
  },
});

export type OpenDatabaseOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  onPoolError?: (error: Error) => void;
};

/**
 * Opens the configured database: a pg Pool when DATABASE_URL is set, otherwise the embedded PGlite
 * under DATA_DIR/pgdata, guarded by the DATA_DIR/.lock file (released on close).
 */
export const openDatabase = async ({ dataDir, databaseUrl, onPoolError }: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  if (databaseUrl) {
    // A bounded wait for a connection: an unreachable database answers 503 instead of hanging the request.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, keepAlive: true });
    pool.on('error', (error) => onPoolError?.(error));
    return fromPool(pool);
  }
  const dir = resolve(dataDir);
  const lock = acquireDataDirLock(dir);
  try {
    const pgdata = join(dir, 'pgdata');
    mkdirSync(pgdata, { recursive: true });
    const client = await PGlite.create({ dataDir: pgdata, extensions: PGLITE_EXTENSIONS });
    return fromPglite(client, lock.release);
  } catch (error) {
    lock.release();
    throw error;
  }
};

/** `select 1`: true when the database answers. */
export const pingDatabase = async (db: Database): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};
