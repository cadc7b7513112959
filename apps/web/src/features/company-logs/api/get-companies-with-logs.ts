import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import type { TCompanyWithLogs } from '@rede/domain';
import { COMPANY_LOGS_QUERY_KEY } from './query-key';

/** GET /api/companysLog/companies: the companies that have log entries (deleted ones included); search, paging, order, typeAction. */
export const getCompaniesWithLogs = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TCompanyWithLogs>> =>
  api.get<TListResult<TCompanyWithLogs>>('/companysLog/companies', { params: toQueryParams(params), signal });

/** The list engine's resource: read-only, rows keyed by company (one row per company). */
export const companiesWithLogsResource: TDataTableResource<TCompanyWithLogs> = {
  queryKey: [...COMPANY_LOGS_QUERY_KEY, 'companies'],
  list: getCompaniesWithLogs,
  permissions: { list: 'COMPANYLOG:LIST' },
  getRowId: (row) => row.companyId ?? row.id,
};

/** The first 10 companies with logs matching `term` (the company picker of settings/companyLineLogs). */
export const useCompanyWithLogsOptions = (term: string) =>
  useQuery({
    queryKey: [...COMPANY_LOGS_QUERY_KEY, 'companies', 'options', term],
    queryFn: ({ signal }) => getCompaniesWithLogs({ searchTerm: term || undefined, pageIndex: 0, pageSize: 10, filters: {} }, signal),
    placeholderData: keepPreviousData,
  });
