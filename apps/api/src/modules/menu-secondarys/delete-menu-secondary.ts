import { eq } from 'drizzle-orm';
import type { TMenuSecondary } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuSecondarys } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toMenuSecondary } from './menu-secondary-list.ts';

/** Deletes the secondary menu and answers it, or 404. */
export const deleteMenuSecondary = async (db: Database, id: number): Promise<TMenuSecondary> => {
  const [row] = await db.delete(menuSecondarys).where(eq(menuSecondarys.id, id)).returning();
  if (!row) throw notFound();
  return toMenuSecondary(row);
};
