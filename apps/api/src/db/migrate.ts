import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder } from '../lib/paths.ts';
import type { DatabaseHandle, Schema } from './client.ts';

/** Applies the pending drizzle-kit migrations of apps/api/drizzle (idempotent). */
export const migrateDatabase = async (handle: DatabaseHandle, folder: string = migrationsFolder()): Promise<void> => {
  const config = { migrationsFolder: folder, migrationsSchema: 'drizzle', migrationsTable: '__drizzle_migrations' };
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
  else await migratePg(handle.db as unknown as NodePgDatabase<Schema>, config);
};
