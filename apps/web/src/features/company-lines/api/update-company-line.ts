import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCompanyLineUpdateSchema, type TCompanyLine, type TCompanyLineProposal, type TCompanyLineUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { COMPANY_LINES_QUERY_KEY } from './get-company-lines';

export const updateCompanyLineInputSchema = ZCompanyLineUpdateSchema;
export type TUpdateCompanyLineInput = TCompanyLineUpdate;

/** PUT /api/companyLines { companyLine } (id inside); for an approved company of a company user, 202 with the proposal. */
export const updateCompanyLine = (companyLine: TUpdateCompanyLineInput): Promise<TCompanyLine | TCompanyLineProposal> =>
  api.put<TCompanyLine | TCompanyLineProposal>('/companyLines', { companyLine });

export const useUpdateCompanyLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompanyLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_LINES_QUERY_KEY }),
  });
};
