import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCompanyLineCreateSchema, type TCompanyLine, type TCompanyLineProposal, type TCompanyLineCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { COMPANY_LINES_QUERY_KEY } from './get-company-lines';

export const createCompanyLineInputSchema = ZCompanyLineCreateSchema;
export type TCreateCompanyLineInput = TCompanyLineCreate;

/**
 * POST /api/companyLines { companyLine } (409 when the company already has the line); for an approved company of a
 * company user, 202 with the proposal (isLineProposal).
 */
export const createCompanyLine = (companyLine: TCreateCompanyLineInput): Promise<TCompanyLine | TCompanyLineProposal> =>
  api.post<TCompanyLine | TCompanyLineProposal>('/companyLines', { companyLine });

export const useCreateCompanyLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_LINES_QUERY_KEY }),
  });
};
