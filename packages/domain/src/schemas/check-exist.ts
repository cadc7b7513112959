/** GET /checkExist/cnpj?value and GET /checkExist/email?value. */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';

export const ZCheckExistQuerySchema = z.object({
  value: z.string().trim().min(1, MESSAGES.validation.required).max(255),
});
export type TCheckExistQuery = z.infer<typeof ZCheckExistQuerySchema>;

/** Proposed answer shape. */
export const ZCheckExistResultSchema = z.object({ exists: z.boolean() });
export type TCheckExistResult = z.infer<typeof ZCheckExistResultSchema>;
