/** Public partner view (section 3) and the public list filters (GET /companys/listfiltred/open). */
import { z } from 'zod';
import { ZListQuerySchema } from '../api.ts';
import { UF_CODES } from '../constants.ts';
import { ZIdNameSchema, zPosition } from './fields.ts';
import { zQueryBoolean, zQueryEnum, zQueryIdList, zQueryText } from './list-query.ts';

export const ZPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logradouro: z.string(),
  city: z.string(),
  uf: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  photo: z.string().nullable(),
  whatsapp: z.string().nullable(),
  lines: z.array(ZIdNameSchema),
  neibor: z.string(),
  addressPosition: zPosition().nullable(),
  isAssistence: z.boolean(),
});
export type TPartner = z.infer<typeof ZPartnerSchema>;

/** GET /companys/company/partnerDetails/{id}: the partner plus what the details page shows. */
export const ZPartnerDetailsSchema = ZPartnerSchema.extend({
  logo: z.string().nullable(),
  numero: z.string(),
  complement: z.string().nullable(),
  cep: z.string(),
});
export type TPartnerDetails = z.infer<typeof ZPartnerDetailsSchema>;

export const ZPartnerListQuerySchema = ZListQuerySchema.omit({ orderBy: true, orderDirection: true }).extend({
  uf: zQueryEnum(UF_CODES),
  city: zQueryText(),
  /** Line ids: "1,2" or repeated values. */
  line: zQueryIdList(),
  isAssistence: zQueryBoolean(),
});
export type TPartnerListQuery = z.infer<typeof ZPartnerListQuerySchema>;

/** Assistance partners first (section 2); otherwise the original order is kept. */
export const sortAssistanceFirst = <T extends { isAssistence: boolean }>(partners: readonly T[]): T[] =>
  [...partners].sort((a, b) => Number(b.isAssistence) - Number(a.isAssistence));
