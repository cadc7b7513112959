import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';
import type { TCompanyRecord } from './types';

/** `expectedUpdatedAt`: the company's dtUpdate as shown; a company changed since is refused (409). */
export type TRejectCompanyInput = { id: number; reason: string; expectedUpdatedAt?: string };

/**
 * POST /api/companys/company/reject { id, reason }: any status → disapproved (log 'rejected' with the reason, mailed).
 * The reason is always sent: the server requires it and answers a blank one with its own pt-BR field error.
 */
export const rejectCompany = ({ id, reason, expectedUpdatedAt }: TRejectCompanyInput): Promise<TCompanyRecord> =>
  api.post<TCompanyRecord>('/companys/company/reject', { id, expectedUpdatedAt, reason: reason.trim() });

export const useRejectCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
};
