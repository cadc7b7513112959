import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZCompanyLineCreateSchema, type TCompanyLine, type TCompanyLineCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { COMPANY_LINES_QUERY_KEY } from './get-company-lines';

export const createCompanyLineInputSchema = ZCompanyLineCreateSchema;
export type TCreateCompanyLineInput = TCompanyLineCreate;

/** POST /api/companyLines { companyLine } (409 when the company already has the line). */
export const createCompanyLine = (companyLine: TCreateCompanyLineInput): Promise<TCompanyLine> =>
  api.post<TCompanyLine>('/companyLines', { companyLine });

export const useCreateCompanyLine = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCompanyLine,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_LINES_QUERY_KEY }),
  });
};
