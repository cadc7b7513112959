import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFormValues } from '@rede/domain';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';
import type { TCompanyRecord } from './types';

/** POST /api/companys { company } (status pending unless given; with admin data it creates the company's administrator). */
export const createCompany = (company: TFormValues): Promise<TCompanyRecord> => api.post<TCompanyRecord>('/companys', { company });

export const useCreateCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
};
