/** Product line (section 3). */
import { z } from 'zod';
import { zOptionalImagePath, zRequiredString, ZTimestampsSchema, expectedUpdatedAtField } from './fields.ts';
import { listQueryWith } from './list-query.ts';

export const LINE_NAME_MAX = 120;

export const ZLineSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string().nullable() }).extend(ZTimestampsSchema.shape);
export type TLine = z.infer<typeof ZLineSchema>;

export const ZLineCreateSchema = z.object({ name: zRequiredString(LINE_NAME_MAX), icon: zOptionalImagePath() });
export type TLineCreate = z.infer<typeof ZLineCreateSchema>;

export const ZLineUpdateSchema = ZLineCreateSchema.extend({ id: z.number().int().positive(), ...expectedUpdatedAtField });
export type TLineUpdate = z.infer<typeof ZLineUpdateSchema>;

/** GET /lines/list/newUser items. */
export const ZLineOptionSchema = z.object({ id: z.number().int(), name: z.string() });
export type TLineOption = z.infer<typeof ZLineOptionSchema>;

export const LINE_SORTABLE_COLUMNS = ['id', 'name', 'dtRegister', 'dtUpdate'] as const;
export const ZLineListQuerySchema = listQueryWith(LINE_SORTABLE_COLUMNS);
export type TLineListQuery = z.infer<typeof ZLineListQuerySchema>;
