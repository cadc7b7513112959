import type { TListResult } from '@/components/data-table/list-params';
import type { TFieldOption } from '@/components/form/types';
import { api } from '@/lib/api-client';

/** How many companies one search answers: enough to pick from, small enough for a network of thousands. */
const COMPANY_SEARCH_SIZE = 25;

/**
 * Company choices searched on the server (GET /api/companys?searchTerm=, COMPANY:LIST): the first
 * companies by name whose name, razão social, CNPJ, city or e-mail match, never the whole list.
 */
export const searchCompanies = async (searchTerm: string, signal?: AbortSignal): Promise<TFieldOption[]> => {
  const term = searchTerm.trim();
  const page = await api.get<TListResult<{ id: number; name: string }>>('/companys', {
    params: { ...(term ? { searchTerm: term } : {}), pageIndex: 0, pageSize: COMPANY_SEARCH_SIZE, orderBy: 'name', orderDirection: 'asc' },
    ...(signal ? { signal } : {}),
  });
  return page.data.map((company) => ({ value: company.id, label: company.name }));
};
