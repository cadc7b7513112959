import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFormValues } from '@rede/domain';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';
import type { TCompanyRecord } from './types';

/** PUT /api/companys { company } (id inside). */
export const updateCompany = (company: TFormValues): Promise<TCompanyRecord> => api.put<TCompanyRecord>('/companys', { company });

export const useUpdateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
};
