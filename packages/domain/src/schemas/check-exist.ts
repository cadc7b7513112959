/** GET /checkExist/cnpj?value and GET /checkExist/email?value. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { zQueryId } from './list-query.ts';

/** `value` to look up; `ignoreId`: the record being edited (the company for cnpj, the user for email). */
export const ZCheckExistQuerySchema = z.object({
  value: z.string().trim().min(1, MESSAGES.validation.required).max(255),
  ignoreId: zQueryId(),
});
export type TCheckExistQuery = z.infer<typeof ZCheckExistQuerySchema>;

/** Proposed answer shape. */
export const ZCheckExistResultSchema = z.object({ exists: z.boolean() });
export type TCheckExistResult = z.infer<typeof ZCheckExistResultSchema>;
