import type { TLineCompanies } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';

/** GET /api/reports/lineCompanies: search by name, sort by name or by the counts, paging; format=xlsx. */
export const getLineCompanies = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TLineCompanies>> =>
  api.get<TListResult<TLineCompanies>>('/reports/lineCompanies', { params: toQueryParams(params), signal });

/** line_companys: read-only, LINE:LIST like the lines screen. */
export const lineCompaniesResource: TDataTableResource<TLineCompanies> = {
  queryKey: ['line-companies'],
  list: getLineCompanies,
  exportPath: '/api/reports/lineCompanies',
  permissions: { list: 'LINE:LIST' },
};
