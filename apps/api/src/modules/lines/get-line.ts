import { eq } from 'drizzle-orm';
import type { TLine } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { lines } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toLine } from './line-list.ts';

/** The line, or 404. */
export const getLine = async (db: Database, id: number): Promise<TLine> => {
  const [row] = await db.select().from(lines).where(eq(lines.id, id));
  if (!row) throw notFound();
  return toLine(row);
};
