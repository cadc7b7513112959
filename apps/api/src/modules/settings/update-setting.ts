import type { TSetting, TSettingUpdate } from '@rede/domain';
import { settings } from '../../db/schema/index.ts';
import { atVersion, notUpdated } from '../../lib/record-version.ts';
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
    .where(atVersion(settings, input.id, input.expectedUpdatedAt))
    .returning();
  if (!row) throw await notUpdated(db, settings, input.id, 'setting');
  return toSetting(row);
};
