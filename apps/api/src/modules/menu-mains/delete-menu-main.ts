import { eq } from 'drizzle-orm';
import type { TMenuMain } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuMains } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toMenuMain } from './menu-main-list.ts';

/** Deletes the main menu and answers it, or 404. The image stays stored (other records may use it). */
export const deleteMenuMain = async (db: Database, id: number): Promise<TMenuMain> => {
  const [row] = await db.delete(menuMains).where(eq(menuMains.id, id)).returning();
  if (!row) throw notFound();
  return toMenuMain(row);
};
