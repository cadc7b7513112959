import { eq } from 'drizzle-orm';
import type { TSetting, TSettingUpdate } from '@rede/domain';
import { settings } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import type { SettingDeps } from './create-setting.ts';
import { toSetting } from './setting-list.ts';

/**
 * Updates the record named by `input.id`, or 404. Fields sent as null or '' are cleared; fields left
 * out stay as they are (the terms page may send only its text).
 */
export const updateSetting = async ({ db, storage, now }: SettingDeps, input: TSettingUpdate): Promise<TSetting> => {
  const images = await resolveStoredImages(storage, 'setting', { bannerMobile: input.bannerMobile, bannerDesk: input.bannerDesk });
  const [row] = await db
    .update(settings)
    .set({
      termsAndConditions: input.termsAndConditions,
      privacyPolicy: input.privacyPolicy,
      bannerMobile: images.bannerMobile,
      bannerDesk: images.bannerDesk,
      dtUpdate: now,
    })
    .where(eq(settings.id, input.id))
    .returning();
  if (!row) throw notFound();
  return toSetting(row);
};
