/** Main menu (app content, section 3): image required, link optional. */
import { z } from 'zod';
import { zImagePath, zOptionalLink, ZTimestampsSchema, expectedUpdatedAtField } from './fields.ts';
import { listQueryWith } from './list-query.ts';

export const ZMenuMainSchema = z
  .object({ id: z.number().int(), position: z.number().int(), image: z.string(), link: z.string().nullable() })
  .extend(ZTimestampsSchema.shape);
export type TMenuMain = z.infer<typeof ZMenuMainSchema>;

export const ZMenuMainCreateSchema = z.object({ image: zImagePath(), link: zOptionalLink() });
export type TMenuMainCreate = z.infer<typeof ZMenuMainCreateSchema>;

export const ZMenuMainUpdateSchema = ZMenuMainCreateSchema.extend({ id: z.number().int().positive(), ...expectedUpdatedAtField });
export type TMenuMainUpdate = z.infer<typeof ZMenuMainUpdateSchema>;

export const MENU_MAIN_SORTABLE_COLUMNS = ['position', 'id', 'link', 'dtRegister', 'dtUpdate'] as const;
export const ZMenuMainListQuerySchema = listQueryWith(MENU_MAIN_SORTABLE_COLUMNS);
export type TMenuMainListQuery = z.infer<typeof ZMenuMainListQuerySchema>;
