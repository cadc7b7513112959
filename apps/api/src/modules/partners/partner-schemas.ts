/** Schemas of the public directory (GET /api/companys/listfiltred/*, partnerDetails): the domain's, shared with the web. */
export {
  ZPartnerMapQuerySchema,
  ZPartnerMapSchema,
  ZPublicPartnerDetailsSchema,
  ZPublicPartnerListQuerySchema,
  ZPublicPartnerListSchema,
  type TPartnerMap,
  type TPartnerMapQuery,
  type TPublicPartner,
  type TPublicPartnerDetails,
  type TPublicPartnerList,
  type TPublicPartnerListQuery,
} from '@rede/domain';
