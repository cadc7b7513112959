import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';
import type { TCompanyRecord } from './types';

export type TRejectCompanyInput = { id: number; reason?: string | null };

/** POST /api/companys/company/reject { id, reason? }: any status → disapproved (log 'rejected' with the reason, mailed). */
export const rejectCompany = ({ id, reason }: TRejectCompanyInput): Promise<TCompanyRecord> =>
  api.post<TCompanyRecord>('/companys/company/reject', { id, ...(reason?.trim() ? { reason: reason.trim() } : {}) });

export const useRejectCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
};
