import { eq } from 'drizzle-orm';
import type { TMenuMain } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuMains } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toMenuMain } from './menu-main-list.ts';

/** The main menu, or 404. */
export const getMenuMain = async (db: Database, id: number): Promise<TMenuMain> => {
  const [row] = await db.select().from(menuMains).where(eq(menuMains.id, id));
  if (!row) throw notFound();
  return toMenuMain(row);
};
