import { count } from 'drizzle-orm';
import { DEFAULT_LINES } from '@rede/domain';
import type { Database } from '../client.ts';
import { lines } from '../schema/index.ts';

/** The five product lines, only when there is no line at all. Returns how many were created. */
export const seedLines = async (db: Database): Promise<number> => {
  const [existing] = await db.select({ total: count() }).from(lines);
  if ((existing?.total ?? 0) > 0) return 0;
  await db.insert(lines).values(DEFAULT_LINES.map((name) => ({ name })));
  return DEFAULT_LINES.length;
};
