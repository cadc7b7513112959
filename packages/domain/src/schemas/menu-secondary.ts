/** Secondary menu (app content, section 3): title required, link optional. */
import { z } from 'zod';
import { zOptionalLink, zRequiredString, ZTimestampsSchema, expectedUpdatedAtField } from './fields.ts';
import { listQueryWith } from './list-query.ts';

export const ZMenuSecondarySchema = z
  .object({ id: z.number().int(), position: z.number().int(), title: z.string(), link: z.string().nullable() })
  .extend(ZTimestampsSchema.shape);
export type TMenuSecondary = z.infer<typeof ZMenuSecondarySchema>;

export const ZMenuSecondaryCreateSchema = z.object({ title: zRequiredString(), link: zOptionalLink() });
export type TMenuSecondaryCreate = z.infer<typeof ZMenuSecondaryCreateSchema>;

export const ZMenuSecondaryUpdateSchema = ZMenuSecondaryCreateSchema.extend({ id: z.number().int().positive(), ...expectedUpdatedAtField });
export type TMenuSecondaryUpdate = z.infer<typeof ZMenuSecondaryUpdateSchema>;

export const MENU_SECONDARY_SORTABLE_COLUMNS = ['position', 'id', 'title', 'link', 'dtRegister', 'dtUpdate'] as const;
export const ZMenuSecondaryListQuerySchema = listQueryWith(MENU_SECONDARY_SORTABLE_COLUMNS);
export type TMenuSecondaryListQuery = z.infer<typeof ZMenuSecondaryListQuerySchema>;
