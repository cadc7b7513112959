import { useQuery } from '@tanstack/react-query';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import type { TCompanyLog } from '@rede/domain';
import { COMPANY_LOGS_QUERY_KEY } from './query-key';

/** GET /api/companysLog/logs/{companyId}: one company's entries, newest first; searchTerm, paging, order, typeAction. */
export const getCompanyLogs = (companyId: number, params: TListParams, signal?: AbortSignal): Promise<TListResult<TCompanyLog>> =>
  api.get<TListResult<TCompanyLog>>(`/companysLog/logs/${companyId}`, { params: toQueryParams(params), signal });

/**
 * The history list of one company. Its export is GET /api/companysLog/logs/excel/{companyId}: the log
 * export row of section 3 in its fixed column order, with the list's search, sort and typeAction filter.
 */
export const companyLogsResource = (companyId: number): TDataTableResource<TCompanyLog> => ({
  queryKey: [...COMPANY_LOGS_QUERY_KEY, 'history', companyId],
  list: (params, signal) => getCompanyLogs(companyId, params, signal),
  exportPath: `/api/companysLog/logs/excel/${companyId}`,
  permissions: { list: 'COMPANYLOG:LIST' },
});

/** The company's latest entry (its name for the page title); null when it has no history. */
export const useLatestCompanyLog = (companyId: number | null) =>
  useQuery({
    queryKey: [...COMPANY_LOGS_QUERY_KEY, 'latest', companyId],
    queryFn: async ({ signal }) => {
      const page = await getCompanyLogs(companyId ?? 0, { pageIndex: 0, pageSize: 10, filters: {} }, signal);
      return page.data[0] ?? null;
    },
    enabled: companyId !== null && companyId > 0,
  });
