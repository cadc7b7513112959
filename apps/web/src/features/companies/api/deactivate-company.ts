import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';
import type { TCompanyRecord } from './types';

/** POST /api/companys/company/deactivate { id }: isActive false (log 'disabled'). */
export const deactivateCompany = (id: number): Promise<TCompanyRecord> => api.post<TCompanyRecord>('/companys/company/deactivate', { id });

export const useDeactivateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
};
