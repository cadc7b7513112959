import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TCompanyRecord } from './types';

/** GET /api/companys/{id} */
export const getCompany = (id: number | string, signal?: AbortSignal): Promise<TCompanyRecord> =>
  api.get<TCompanyRecord>(`/companys/${id}`, { signal });

export const companyQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['companys', 'detail', id], queryFn: ({ signal }) => getCompany(id, signal) });

/** The company being edited (nothing to load when creating). */
export const useCompany = (id: number | undefined) => useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== undefined });
