import { eq } from 'drizzle-orm';
import { SETTINGS_ID, type TSettingPublic } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

/** Record 1's public fields; all null if the record is missing (the seed creates it). */
export const getPublicSettings = async (db: Database): Promise<TSettingPublic> => {
  const [row] = await db
    .select({
      termsAndConditions: settings.termsAndConditions,
      privacyPolicy: settings.privacyPolicy,
      bannerMobile: settings.bannerMobile,
      bannerDesk: settings.bannerDesk,
    })
    .from(settings)
    .where(eq(settings.id, SETTINGS_ID));
  return row ?? { termsAndConditions: null, privacyPolicy: null, bannerMobile: null, bannerDesk: null };
};
