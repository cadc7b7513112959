import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/companys/{id}: the name of the company an administrator selected (null for 'all' or none). */
export const useOwnerCompany = (companyId: number | null) =>
  useQuery({
    queryKey: ['owner', 'company', companyId],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }>(`/companys/${companyId}`, { signal }),
    enabled: companyId !== null && companyId > 0,
    staleTime: 5 * 60 * 1000,
  });
