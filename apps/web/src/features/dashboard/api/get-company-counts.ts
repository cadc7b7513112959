import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyCounts } from '@rede/domain';
import { api } from '@/lib/api-client';

export type TCompanyStatusCounts = TCompanyCounts;

/** GET /api/companys/company/activeandinactive: pendings, actives, inactives, approved, disapproved, total. */
export const getCompanyCounts = (signal?: AbortSignal): Promise<TCompanyStatusCounts> =>
  api.get<TCompanyStatusCounts>('/companys/company/activeandinactive', { signal });

/** Under the companies key, so approving or rejecting in the list refreshes the cards. */
export const companyCountsQueryOptions = () => queryOptions({ queryKey: ['companys', 'counts'], queryFn: ({ signal }) => getCompanyCounts(signal) });

export const useCompanyCounts = (enabled = true) => useQuery({ ...companyCountsQueryOptions(), enabled });
