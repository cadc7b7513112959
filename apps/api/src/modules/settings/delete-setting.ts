import { eq } from 'drizzle-orm';
import { MESSAGES, SETTINGS_ID, type TSetting } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { toSetting } from './setting-list.ts';

/** Deletes a settings record and answers it, or 404; record 1 is refused with 409. */
export const deleteSetting = async (db: Database, id: number): Promise<TSetting> => {
  if (id === SETTINGS_ID) throw conflict(MESSAGES.errors.settingsRequired);
  const [row] = await db.delete(settings).where(eq(settings.id, id)).returning();
  if (!row) throw notFound();
  return toSetting(row);
};
