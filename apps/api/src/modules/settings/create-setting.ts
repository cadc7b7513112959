import type { TSetting, TSettingCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toSetting } from './setting-list.ts';

export type SettingDeps = { db: Database; storage: FileStorage; now: Date };

/** Creates a settings record (the product reads record 1; others are kept as given). */
export const createSetting = async ({ db, storage, now }: SettingDeps, input: TSettingCreate): Promise<TSetting> => {
  const images = await resolveStoredImages(storage, 'setting', { bannerMobile: input.bannerMobile, bannerDesk: input.bannerDesk });
  const [row] = await db
    .insert(settings)
    .values({
      termsAndConditions: input.termsAndConditions ?? null,
      privacyPolicy: input.privacyPolicy ?? null,
      bannerMobile: images.bannerMobile ?? null,
      bannerDesk: images.bannerDesk ?? null,
      dtRegister: now,
      dtUpdate: now,
    })
    .returning();
  return toSetting(row!);
};
