import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFormValues } from '@rede/domain';
import { api } from '@/lib/api-client';
import { MY_COMPANIES_QUERY_KEY } from './get-my-companies';
import type { TMyCompany } from './types';

/** POST /api/companys/companyUsers/companysByUser { company }: the new company starts pending. */
export const createMyCompany = (company: TFormValues): Promise<TMyCompany> =>
  api.post<TMyCompany>('/companys/companyUsers/companysByUser', { company });

export const useCreateMyCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMyCompany,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: MY_COMPANIES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ['owner'] })]),
  });
};
