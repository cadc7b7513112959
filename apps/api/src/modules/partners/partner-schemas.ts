/** Schemas of the public directory (GET /api/companys/listfiltred/*, partnerDetails): the domain's, shared with the web. */
export {
  PARTNER_PAGE_SIZE_MAX,
  ZPartnerMapQuerySchema,
  ZPartnerMapSchema,
  ZPublicPartnerDetailsSchema,
  ZPublicPartnerListQuerySchema,
  ZPublicPartnerListSchema,
  ZPublicPartnerSchema,
  type TPartnerFilters,
  type TPartnerMap,
  type TPartnerMapQuery,
  type TPublicPartner,
  type TPublicPartnerDetails,
  type TPublicPartnerList,
  type TPublicPartnerListQuery,
} from '@rede/domain';
