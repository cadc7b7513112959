import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBanner } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/banners/{id} */
export const getBanner = (id: number | string, signal?: AbortSignal): Promise<TBanner> => api.get<TBanner>(`/banners/${id}`, { signal });

export const bannerQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['banners', 'detail', id], queryFn: ({ signal }) => getBanner(id, signal) });

/** The banner being edited (nothing to load when creating). */
export const useBanner = (id: number | undefined) => useQuery({ ...bannerQueryOptions(id ?? 0), enabled: id !== undefined });
