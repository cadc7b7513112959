import { PartnerDetails } from '@/features/partner/components/partner-details';

/** '{uf}/{municipio}/{nome}/{id}' and 'partnersdetails/{id}': the partner details page. */
export { PartnerDetails as Component };
