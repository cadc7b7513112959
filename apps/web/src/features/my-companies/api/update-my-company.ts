import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFormValues } from '@rede/domain';
import { api } from '@/lib/api-client';
import { MY_COMPANIES_QUERY_KEY } from './get-my-companies';
import type { TMyCompany } from './types';

/** PUT /api/companys/companyUsers/companysByUser/{id} { company } (id inside too): the company goes back to pending. */
export const updateMyCompany = (company: TFormValues): Promise<TMyCompany> =>
  api.put<TMyCompany>(`/companys/companyUsers/companysByUser/${String(company.id)}`, { company });

export const useUpdateMyCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMyCompany,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: MY_COMPANIES_QUERY_KEY }), queryClient.invalidateQueries({ queryKey: ['owner'] })]),
  });
};
