import type { TCompany } from '@rede/domain';

/** A company as the API answers it (visualIdentityColor included). */
export type TCompanyRecord = TCompany;
