import { sql } from 'drizzle-orm';
import { SETTINGS_ID } from '@rede/domain';
import type { Database } from '../client.ts';
import { settings } from '../schema/index.ts';

/** Creates settings record 1 when missing (and moves the id sequence past it). True when created. */
export const seedSettings = async (db: Database): Promise<boolean> => {
  const created = await db.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning({ id: settings.id });
  if (created.length === 0) return false;
  await db.execute(sql`select setval(pg_get_serial_sequence('settings', 'id'), (select max(id) from settings))`);
  return true;
};
