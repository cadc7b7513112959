import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMenuSecondary } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/menuSecondarys/{id} */
export const getMenuSecondary = (id: number | string, signal?: AbortSignal): Promise<TMenuSecondary> =>
  api.get<TMenuSecondary>(`/menuSecondarys/${id}`, { signal });

export const menuSecondaryQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['menuSecondarys', 'detail', id], queryFn: ({ signal }) => getMenuSecondary(id, signal) });

/** The secondary menu being edited (nothing to load when creating). */
export const useMenuSecondary = (id: number | undefined) => useQuery({ ...menuSecondaryQueryOptions(id ?? 0), enabled: id !== undefined });
