import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompany, TCompanyLog } from '@rede/domain';
import type { CompanyStatus } from '@rede/domain/constants';
import { api } from '@/lib/api-client';

/** What the dashboard shows of a company of the logged company user. */
export type TMyCompanyStatus = Pick<TCompany, 'id' | 'name' | 'status' | 'dtRegister'>;

/** The most companies of one status the card names (a company user usually has one). */
export const MY_COMPANY_STATUS_PAGE = 5;

/**
 * GET /api/companys/companyUsers/companiesByUser?status=…: the logged company user's companies in one status,
 * oldest registration first. Under the 'my-companies' key, so saving a company refreshes the dashboard.
 */
export const myCompanyStatusQueryOptions = (status: Exclude<CompanyStatus, 'approved'>) =>
  queryOptions({
    queryKey: ['my-companies', 'dashboard-status', status],
    queryFn: ({ signal }) =>
      api.get<{ data: TMyCompanyStatus[]; total: number }>('/companys/companyUsers/companiesByUser', {
        params: { status, pageIndex: 0, pageSize: MY_COMPANY_STATUS_PAGE, orderBy: 'dtRegister', orderDirection: 'asc' },
        signal,
      }),
  });

export const useMyCompanyStatus = (status: Exclude<CompanyStatus, 'approved'>, enabled: boolean) =>
  useQuery({ ...myCompanyStatusQueryOptions(status), enabled });

/**
 * GET /api/companysLog/logs/{id}?typeAction=rejected (a company user reads its own companies' logs): the reason
 * of the company's latest rejection, or null when none was given.
 */
export const rejectionReasonQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['my-companies', 'rejection-reason', companyId],
    queryFn: async ({ signal }) => {
      const page = await api.get<{ data: Pick<TCompanyLog, 'id' | 'reason'>[]; total: number }>(`/companysLog/logs/${companyId}`, {
        params: { typeAction: 'rejected', pageIndex: 0, pageSize: 1, orderBy: 'id', orderDirection: 'desc' },
        signal,
      });
      return page.data[0]?.reason?.trim() || null;
    },
  });

export const useRejectionReason = (companyId: number) => useQuery(rejectionReasonQueryOptions(companyId));
