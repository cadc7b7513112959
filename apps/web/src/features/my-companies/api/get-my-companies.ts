import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { getMyCompany } from './get-my-company';
import type { TMyCompany } from './types';

export const MY_COMPANIES_QUERY_KEY = ['my-companies'] as const;

const LIST_PATH = '/companys/companyUsers/companiesByUser';

/** GET /api/companys/companyUsers/companiesByUser: only the companies the user belongs to (paging, status, uf, city, lines). */
export const getMyCompanies = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TMyCompany>> =>
  api.get<TListResult<TMyCompany>>(LIST_PATH, { params: toQueryParams(params), signal });

/**
 * The list engine's resource: no delete (company users cannot delete companies); export with format=xlsx.
 * 'Nova empresa' and 'Editar' follow the user's own profile (MYCOMPANY), as the API does.
 */
export const myCompaniesResource: TDataTableResource<TMyCompany> = {
  queryKey: MY_COMPANIES_QUERY_KEY,
  permissions: { create: 'MYCOMPANY:CREATE', update: 'MYCOMPANY:UPDATE' },
  list: getMyCompanies,
  get: getMyCompany,
  exportPath: `/api${LIST_PATH}`,
};
