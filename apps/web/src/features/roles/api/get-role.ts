import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRole } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/roles/{id} */
export const getRole = (id: number | string, signal?: AbortSignal): Promise<TRole> => api.get<TRole>(`/roles/${id}`, { signal });

export const roleQueryOptions = (id: number) => queryOptions({ queryKey: ['roles', 'detail', id], queryFn: ({ signal }) => getRole(id, signal) });

/** The role being edited (nothing to load when creating). */
export const useRole = (id: number | undefined) => useQuery({ ...roleQueryOptions(id ?? 0), enabled: id !== undefined });
