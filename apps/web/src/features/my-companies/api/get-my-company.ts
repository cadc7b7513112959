import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TMyCompany } from './types';

/** GET /api/companys/companyUsers/companysByUser/{id}: one of the user's own companies (another's is 404). */
export const getMyCompany = (id: number | string, signal?: AbortSignal): Promise<TMyCompany> =>
  api.get<TMyCompany>(`/companys/companyUsers/companysByUser/${id}`, { signal });

export const myCompanyQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['my-companies', 'detail', id], queryFn: ({ signal }) => getMyCompany(id, signal) });

export const useMyCompany = (id: number | undefined) => useQuery({ ...myCompanyQueryOptions(id ?? 0), enabled: id !== undefined });
