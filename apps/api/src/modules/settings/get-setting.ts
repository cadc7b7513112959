import { eq } from 'drizzle-orm';
import type { TSetting } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toSetting } from './setting-list.ts';

/** The settings record, or 404. */
export const getSetting = async (db: Database, id: number): Promise<TSetting> => {
  const [row] = await db.select().from(settings).where(eq(settings.id, id));
  if (!row) throw notFound();
  return toSetting(row);
};
