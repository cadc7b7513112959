import type { TCompany } from '@rede/domain';

/** A company of the logged company user, as the API answers it. */
export type TMyCompany = TCompany;
