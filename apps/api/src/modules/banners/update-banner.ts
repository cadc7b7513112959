import type { TBanner, TBannerUpdate } from '@rede/domain';
import { banners } from '../../db/schema/index.ts';
import { atVersion, notUpdated } from '../../lib/record-version.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toBanner } from './banner-list.ts';
import type { BannerDeps } from './create-banner.ts';

/** Updates the banner named by `input.id` (a link left out stays as it is), or 404. */
export const updateBanner = async ({ db, storage, now }: BannerDeps, input: TBannerUpdate): Promise<TBanner> => {
  const { image } = await resolveStoredImages(storage, 'banner', { image: input.image });
  const [row] = await db
    .update(banners)
    .set({ image: image!, link: input.link, dtUpdate: now })
    .where(atVersion(banners, input.id, input.expectedUpdatedAt))
    .returning();
  if (!row) throw await notUpdated(db, banners, input.id, 'banner');
  return toBanner(row);
};
