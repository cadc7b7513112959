/** Public partner view (section 3). */
import { z } from 'zod';
import { ZIdNameSchema, zPosition } from './fields.ts';

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
