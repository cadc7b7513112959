/** Setting (record id 1 is the one used): terms, privacy policy and the two banner images. */
import { z } from 'zod';
import { zOptionalImagePath, zOptionalString, ZTimestampsSchema, expectedUpdatedAtField } from './fields.ts';
import { listQueryWith } from './list-query.ts';

export const SETTING_TEXT_MAX = 200_000;

export const ZSettingSchema = z
  .object({
    id: z.number().int(),
    termsAndConditions: z.string().nullable(),
    privacyPolicy: z.string().nullable(),
    bannerMobile: z.string().nullable(),
    bannerDesk: z.string().nullable(),
  })
  .extend(ZTimestampsSchema.shape);
export type TSetting = z.infer<typeof ZSettingSchema>;

/** GET /settings/public: what the public pages read (footer links: terms, privacy policy; home banners). */
export const ZSettingPublicSchema = ZSettingSchema.pick({
  termsAndConditions: true,
  privacyPolicy: true,
  bannerMobile: true,
  bannerDesk: true,
});
export type TSettingPublic = z.infer<typeof ZSettingPublicSchema>;

export const ZSettingCreateSchema = z.object({
  termsAndConditions: zOptionalString(SETTING_TEXT_MAX),
  privacyPolicy: zOptionalString(SETTING_TEXT_MAX),
  bannerMobile: zOptionalImagePath(),
  bannerDesk: zOptionalImagePath(),
});
export type TSettingCreate = z.infer<typeof ZSettingCreateSchema>;

export const ZSettingUpdateSchema = ZSettingCreateSchema.extend({ id: z.number().int().positive(), ...expectedUpdatedAtField });
export type TSettingUpdate = z.infer<typeof ZSettingUpdateSchema>;

export const SETTING_SORTABLE_COLUMNS = ['id', 'dtRegister', 'dtUpdate'] as const;
export const ZSettingListQuerySchema = listQueryWith(SETTING_SORTABLE_COLUMNS);
export type TSettingListQuery = z.infer<typeof ZSettingListQuerySchema>;
