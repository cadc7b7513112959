/** Banner (app content, section 3): image required, link optional. */
import { z } from 'zod';
import { zImagePath, zOptionalLink, ZTimestampsSchema, expectedUpdatedAtField } from './fields.ts';
import { listQueryWith } from './list-query.ts';

export const ZBannerSchema = z
  .object({ id: z.number().int(), position: z.number().int(), image: z.string(), link: z.string().nullable() })
  .extend(ZTimestampsSchema.shape);
export type TBanner = z.infer<typeof ZBannerSchema>;

export const ZBannerCreateSchema = z.object({ image: zImagePath(), link: zOptionalLink() });
export type TBannerCreate = z.infer<typeof ZBannerCreateSchema>;

export const ZBannerUpdateSchema = ZBannerCreateSchema.extend({ id: z.number().int().positive(), ...expectedUpdatedAtField });
export type TBannerUpdate = z.infer<typeof ZBannerUpdateSchema>;

export const BANNER_SORTABLE_COLUMNS = ['position', 'id', 'link', 'dtRegister', 'dtUpdate'] as const;
export const ZBannerListQuerySchema = listQueryWith(BANNER_SORTABLE_COLUMNS);
export type TBannerListQuery = z.infer<typeof ZBannerListQuerySchema>;
