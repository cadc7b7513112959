import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteCompany } from './delete-company';
import { getCompany } from './get-company';
import type { TCompanyRecord } from './types';

/** Every companies query lives under this key; saving, deciding or deleting refreshes it. */
export const COMPANIES_QUERY_KEY = ['companys'] as const;

/** GET /api/companys: searchTerm, paging, sorting and the filters status, uf, city, lines. */
export const getCompanies = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TCompanyRecord>> =>
  api.get<TListResult<TCompanyRecord>>('/companys', { params: toQueryParams(params), signal });

/** The list engine's resource; the export is GET /api/companys/company/export with the list's filters. */
export const companiesResource: TDataTableResource<TCompanyRecord> = {
  queryKey: COMPANIES_QUERY_KEY,
  list: getCompanies,
  get: getCompany,
  remove: deleteCompany,
  exportPath: '/api/companys/company/export',
  permissions: { list: 'COMPANY:LIST', create: 'COMPANY:CREATE', update: 'COMPANY:UPDATE', delete: 'COMPANY:DELETE' },
};
