import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMenuMain } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/menuMains/{id} */
export const getMenuMain = (id: number | string, signal?: AbortSignal): Promise<TMenuMain> => api.get<TMenuMain>(`/menuMains/${id}`, { signal });

export const menuMainQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['menuMains', 'detail', id], queryFn: ({ signal }) => getMenuMain(id, signal) });

/** The main menu being edited (nothing to load when creating). */
export const useMenuMain = (id: number | undefined) => useQuery({ ...menuMainQueryOptions(id ?? 0), enabled: id !== undefined });
