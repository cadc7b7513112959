import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { fromPglite, fromPool, PGLITE_EXTENSIONS } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { databaseUrlFor, quoteIdentifier } from './postgres-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded mode: path of the migrated PGlite data dir dump (tar). */
    pgliteSnapshot: string;
    /** PostgreSQL mode (TEST_DATABASE_URL): server URL and the migrated template database. */
    postgresTemplate: { url: string; template: string } | null;
  }
}

/**
 * Migrates ONE database for the whole run: an in-memory PGlite dumped to a temp file (each test file
 * loads it, ~0.4 s), or with TEST_DATABASE_URL a template database each file copies with
 * CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `rede_api_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${quoteIdentifier(template)}`);
    await admin.end();
    const handle = fromPool(new pg.Pool({ connectionString: databaseUrlFor(url, template), max: 1 }));
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', { url, template });
    project.provide('pgliteSnapshot', '');
    return async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${quoteIdentifier(template)}`);
      await client.end();
    };
  }

  const handle = fromPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
  await migrateDatabase(handle);
  const dump = await (handle.client as PGlite).dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'rede-api-test-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', null);
  return () => rmSync(dir, { recursive: true, force: true });
}
