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
  db: drizzlePglite({ client, schema }),
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
  db: drizzlePg({ client: pool, schema }),
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
  /** PostgreSQL statement_timeout (default 15 s); the client gives up 2 s later (see createPool). */
  statementTimeoutMs?: number | undefined;
};

const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * The pg pool with every wait bounded, so a database that hangs instead of failing (a black-holed
 * network) gives 503s and then recovers by itself:
 * - connecting: 5 s; statements: statement_timeout on the server; the client's own query_timeout 2 s
 *   later (the server may be unreachable); idle in a transaction: 30 s;
 * - TCP keep-alive on every connection;
 * - a connection whose query timed out is destroyed (its answer may never come, and pg would keep
 *   the connection busy behind it): pg-pool then drops it instead of handing it out again;
 * - an error on a connection that is checked out (a transaction in flight when the network resets)
 *   is handed to `onError` (pg-pool listens only on idle ones: unheard, it would crash the process);
 *   the query in flight fails with it and the request answers 503.
 */
export const createPool = (
  databaseUrl: string,
  {
    statementTimeoutMs = 15_000,
    max = 10,
    onError,
  }: { statementTimeoutMs?: number | undefined; max?: number; onError?: ((error: Error) => void) | undefined } = {},
): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + 2_000,
    idle_in_transaction_session_timeout: 30_000,
  });
  pool.on('error', (error) => onError?.(error));
  pool.on('connect', (client) => {
    client.on('error', (error) => onError?.(error));
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if ((error as Error)?.message === QUERY_TIMEOUT_MESSAGE)
            (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
        });
      }
      return result;
    };
  });
  return pool;
};

/**
 * Opens the configured database: a pg Pool when DATABASE_URL is set, otherwise the embedded PGlite
 * under DATA_DIR/pgdata, guarded by the DATA_DIR/.lock file (released on close).
 */
export const openDatabase = async ({ dataDir, databaseUrl, onPoolError, statementTimeoutMs }: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  if (databaseUrl) {
    const pool = createPool(databaseUrl, { statementTimeoutMs, onError: onPoolError });
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

/** The pg pool behind `db` when it is a real PostgreSQL (null on PGlite): what a dedicated connection (LISTEN) copies its settings from. */
export const poolOf = (db: Database): pg.Pool | null => {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
};
