import type { TBanner, TBannerCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toBanner } from './banner-list.ts';

export type BannerDeps = { db: Database; storage: FileStorage; now: Date };

/** Creates a banner; its image must be a stored upload. */
export const createBanner = async ({ db, storage, now }: BannerDeps, input: TBannerCreate): Promise<TBanner> => {
  const { image } = await resolveStoredImages(storage, 'banner', { image: input.image });
  const [row] = await db
    .insert(banners)
    .values({ image: image!, link: input.link ?? null, dtRegister: now, dtUpdate: now })
    .returning();
  return toBanner(row!);
};
