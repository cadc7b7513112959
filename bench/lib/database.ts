import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/db/migrate.ts';
import { seedDatabase } from '../../apps/api/src/db/seed/seed-database.ts';
import { insertCompanies, type GenerateSummary } from '../generate/insert-companies.ts';

export type BenchDatabase = {
  kind: 'pglite' | 'postgres';
  /** Environment of the server under test: DATA_DIR (always; uploads, jwt secret) and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Where the data lives, for the log (never a password). */
  description: string;
  drop: () => Promise<void>;
};

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

const safeUrl = (url: string) => {
  const u = new URL(url);
  u.password = '';
  return u.toString();
};

/**
 * A fresh database for the run: a temporary DATA_DIR with the embedded database, or, with DATABASE_URL,
 * a new database `rede_bench_<pid>` on that server (the user's own database is never touched; the
 * bench one is dropped by drop()). Migrated, seeded (settings, lines, administrator; no demo) and
 * loaded with `companies` generated partners.
 */
export const prepareDatabase = async (
  options: { companies: number; adminEmail: string; adminPassword: string; databaseUrl: string | undefined },
  log: (line: string) => void,
): Promise<BenchDatabase & { generated: GenerateSummary }> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rede-bench-'));
  let databaseUrl: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (options.databaseUrl) {
    const name = `rede_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: options.databaseUrl });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    databaseUrl = withDatabase(options.databaseUrl, name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: options.databaseUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    };
  }
  const drop = async () => {
    try {
      await dropDatabase();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
  try {
    const handle = await openDatabase({ dataDir, databaseUrl });
    let generated: GenerateSummary;
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { adminEmail: options.adminEmail, adminPassword: options.adminPassword, demo: false });
      let lastLogged = 0;
      generated = await insertCompanies(handle, options.companies, (done) => {
        if (done - lastLogged >= 20_000 || done === options.companies) {
          lastLogged = done;
          log(`  ${done.toLocaleString('pt-BR')} empresas inseridas`);
        }
      });
    } finally {
      await handle.close();
    }
    return {
      kind: databaseUrl ? 'postgres' : 'pglite',
      env: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
      description: databaseUrl ? `PostgreSQL ${safeUrl(databaseUrl)}` : `PGlite em ${dataDir}`,
      drop,
      generated,
    };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
};
