import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';
import type { TCompanyRecord } from './types';

/**
 * POST /api/companys/company/approve { id, expectedUpdatedAt }: any status → approved (log 'approved', mail to the
 * company's administrator); refused (409) when the company changed since the version shown.
 */
export const approveCompany = ({ id, dtUpdate }: Pick<TCompanyRecord, 'id' | 'dtUpdate'>): Promise<TCompanyRecord> =>
  api.post<TCompanyRecord>('/companys/company/approve', { id, expectedUpdatedAt: dtUpdate });

export const useApproveCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveCompany,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANIES_QUERY_KEY }),
  });
};
