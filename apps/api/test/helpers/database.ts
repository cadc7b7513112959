import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { fromPglite, fromPool, PGLITE_EXTENSIONS, type Database, type DatabaseHandle } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/db/seed/seed-database.ts';
import { databaseUrlFor, quoteIdentifier } from './postgres-url.ts';

/** The seeded administrator of test databases: a password that passes the policy, so it is not asked to change it. */
export const TEST_ADMIN = { email: 'admin@teste.com.br', password: 'Chave#Teste-2026' } as const;

/**
 * A fresh migrated database: PGlite loaded from the global snapshot, or (TEST_DATABASE_URL) a new
 * PostgreSQL database copied from the migrated template, dropped on close.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const postgres = inject('postgresTemplate');
  if (postgres) {
    const name = `rede_api_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    try {
      await admin.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(postgres.template)}`);
    } finally {
      await admin.end();
    }
    const pool = new pg.Pool({ connectionString: databaseUrlFor(postgres.url, name), max: 4 });
    // The database is dropped WITH (FORCE) when the file ends: an idle client still open then (an app's
    // background work) is told 'terminating connection' (57P01), expected at teardown, never a test's failure.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
    const handle = fromPool(pool);
    return {
      ...handle,
      async close() {
        await handle.close();
        const client = new pg.Client({ connectionString: postgres.url });
        await client.connect();
        await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
        await client.end();
      },
    };
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'));
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS });
  return fromPglite(client);
};

export type TestDatabase = { readonly db: Database; readonly handle: DatabaseHandle };

/**
 * One database for the test file (beforeAll/afterAll), seeded with settings, lines and the test
 * administrator (TEST_ADMIN) unless `seed: false`. Tests share it: create unique data with fixtures.
 */
export const useTestDatabase = ({ seed = true }: { seed?: boolean } = {}): TestDatabase => {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    if (seed) await seedDatabase(handle.db, { adminEmail: TEST_ADMIN.email, adminPassword: TEST_ADMIN.password, demo: false });
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get db() {
      if (!handle) throw new Error('useTestDatabase(): the database is ready only inside tests and hooks');
      return handle.db;
    },
    get handle() {
      if (!handle) throw new Error('useTestDatabase(): the database is ready only inside tests and hooks');
      return handle;
    },
  };
};
