/** State and city options (GET /companys/listfiltred/states, /cities): { id, nome }. */
import { z } from 'zod';
import { zUf } from './fields.ts';

export const ZLocationOptionSchema = z.object({ id: z.union([z.number().int(), z.string()]), nome: z.string() });
export type TLocationOption = z.infer<typeof ZLocationOptionSchema>;

/** ?state=SP */
export const ZCitiesQuerySchema = z.object({ state: zUf() });
export type TCitiesQuery = z.infer<typeof ZCitiesQuerySchema>;
