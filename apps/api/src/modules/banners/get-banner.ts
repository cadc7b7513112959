import { eq } from 'drizzle-orm';
import type { TBanner } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toBanner } from './banner-list.ts';

/** The banner, or 404. */
export const getBanner = async (db: Database, id: number): Promise<TBanner> => {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw notFound();
  return toBanner(row);
};
