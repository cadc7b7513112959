import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUser } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/users/{id} */
export const getUser = (id: number | string, signal?: AbortSignal): Promise<TUser> => api.get<TUser>(`/users/${id}`, { signal });

export const userQueryOptions = (id: number) => queryOptions({ queryKey: ['users', 'detail', id], queryFn: ({ signal }) => getUser(id, signal) });

/** The user being edited (nothing to load when creating). */
export const useUserRecord = (id: number | undefined) => useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== undefined });
