import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCompanyLine } from '@rede/domain';
import { api } from '@/lib/api-client';
import { COMPANY_LINES_QUERY_KEY } from './get-company-lines';

/** GET /api/companyLines/{id} */
export const getCompanyLine = (id: number, signal?: AbortSignal): Promise<TCompanyLine> => api.get<TCompanyLine>(`/companyLines/${id}`, { signal });

export const companyLineQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...COMPANY_LINES_QUERY_KEY, 'detail', id], queryFn: ({ signal }) => getCompanyLine(id, signal) });

/** The link being edited (nothing to load when adding). */
export const useCompanyLine = (id: number | undefined) => useQuery({ ...companyLineQueryOptions(id ?? 0), enabled: id !== undefined });
