/** Schemas of the public directory (GET /api/companys/listfiltred/*, partnerDetails). */
import { z } from 'zod';
import { ZOpeningHoursCompactSchema, ZPartnerDetailsSchema, ZPartnerSchema } from '@rede/domain';

// The queries (list, map) and the map's answer are shared with the web: @rede/domain (schemas/partner-directory.ts).
export {
  PARTNER_PAGE_SIZE_MAX,
  ZPartnerMapQuerySchema,
  ZPartnerMapSchema,
  ZPublicPartnerListQuerySchema,
  type TPartnerFilters,
  type TPartnerMap,
  type TPartnerMapQuery,
  type TPublicPartnerListQuery,
} from '@rede/domain';

// domain: expected numero, logo, cep, slug, path and distanceKm in ZPartnerSchema (the card and the SEO routes need them).
/** The public partner view (section 3) plus numero, logo, cep, slug, path and (with lat/lng) distanceKm. */
export const ZPublicPartnerSchema = ZPartnerSchema.extend({
  numero: z.string(),
  logo: z.string().nullable(),
  /** Opening hours in the compact form (issue #18); null: not informed. The card computes "Aberto agora" from it. */
  hours: ZOpeningHoursCompactSchema.nullable(),
  cep: z.string(),
  /** slugify(name): the {nome} of /{uf}/{municipio}/{nome}/{id}. */
  slug: z.string(),
  /** The partner page: '/sp/sao-paulo/loja-do-ze/12'. */
  path: z.string(),
  distanceKm: z.number().optional(),
});
export type TPublicPartner = z.infer<typeof ZPublicPartnerSchema>;

export const ZPublicPartnerListSchema = z.object({
  data: z.array(ZPublicPartnerSchema),
  total: z.number().int().nonnegative(),
  /** Only with fallbackNearest=true, lat/lng and no match: the nearest partners ignoring uf and city. */
  nearest: z.array(ZPublicPartnerSchema).optional(),
});
export type TPublicPartnerList = z.infer<typeof ZPublicPartnerListSchema>;

export const ZPublicPartnerDetailsSchema = ZPartnerDetailsSchema.extend({
  slug: z.string(),
  path: z.string(),
  /** Opening hours in the compact form (issue #18); null: not informed. */
  hours: ZOpeningHoursCompactSchema.nullable(),
});
export type TPublicPartnerDetails = z.infer<typeof ZPublicPartnerDetailsSchema>;
