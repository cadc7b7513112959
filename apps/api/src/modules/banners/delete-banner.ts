import { eq } from 'drizzle-orm';
import type { TBanner } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { toBanner } from './banner-list.ts';

/** Deletes the banner and answers it, or 404. The image stays stored (other records may use it). */
export const deleteBanner = async (db: Database, id: number): Promise<TBanner> => {
  const [row] = await db.delete(banners).where(eq(banners.id, id)).returning();
  if (!row) throw notFound();
  return toBanner(row);
};
