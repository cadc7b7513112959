import { eq } from 'drizzle-orm';
import type { TMenuSecondary } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuSecondarys } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toMenuSecondary } from './menu-secondary-list.ts';

/** The secondary menu, or 404. */
export const getMenuSecondary = async (db: Database, id: number): Promise<TMenuSecondary> => {
  const [row] = await db.select().from(menuSecondarys).where(eq(menuSecondarys.id, id));
  if (!row) throw notFound();
  return toMenuSecondary(row);
};
