import type { TCompanyLine } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteCompanyLine } from './delete-company-line';

/** Every company-lines query lives under this key; saving or deleting refreshes it. */
export const COMPANY_LINES_QUERY_KEY = ['company-lines'] as const;

/** GET /api/companyLines: the lines of the user's companies (companyId, lineId filters; search, paging, sort). */
export const getCompanyLines = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TCompanyLine>> =>
  api.get<TListResult<TCompanyLine>>('/companyLines', { params: toQueryParams(params), signal });

/**
 * The list engine's resource for one company (the selected owner) or, without one, for all the
 * user's companies. Delete: the server refuses a company's last line (its message is shown).
 */
export const companyLinesResource = (companyId: number | null): TDataTableResource<TCompanyLine> => ({
  queryKey: COMPANY_LINES_QUERY_KEY,
  // the engine keys and exports with baseParams; the list call adds them itself
  list: (params, signal) => getCompanyLines(companyId ? { ...params, filters: { ...params.filters, companyId: String(companyId) } } : params, signal),
  remove: deleteCompanyLine,
  exportPath: '/api/companyLines',
  ...(companyId ? { baseParams: { companyId } } : {}),
  permissions: { list: 'COMPANYLINE:LIST', create: 'COMPANYLINE:CREATE', update: 'COMPANYLINE:UPDATE', delete: 'COMPANYLINE:DELETE' },
});
