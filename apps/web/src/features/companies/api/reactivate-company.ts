import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';
import type { TCompanyRecord } from './types';

/** POST /api/companys/company/reactivate { id }: isActive true (log 'update'). */
export const reactivateCompany = (id: number): Promise<TCompanyRecord> => api.post<TCompanyRecord>('/companys/company/reactivate', { id });

export const useReactivateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reactivateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
};
