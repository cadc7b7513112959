import { eq } from 'drizzle-orm';
import { SETTINGS_ID } from '@rede/domain';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';

// domain: expected a public settings schema (ZSettingPublicSchema) beside ZSettingSchema.
/** What the public pages read: footer links (terms, privacy policy) and the home banners. */
export const ZPublicSettingsSchema = z.object({
  termsAndConditions: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  bannerMobile: z.string().nullable(),
  bannerDesk: z.string().nullable(),
});
export type TPublicSettings = z.infer<typeof ZPublicSettingsSchema>;

/** Record 1's public fields; all null if the record is missing (the seed creates it). */
export const getPublicSettings = async (db: Database): Promise<TPublicSettings> => {
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
