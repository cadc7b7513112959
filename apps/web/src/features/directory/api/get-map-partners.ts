import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TDirectoryFilters, TMarkerPage } from './types';

/** GET /companys/listfiltred/map?all=true: every partner with coordinates matching the filters (up to 20,000 markers). */
export const getMapPartners = (filters: TDirectoryFilters, signal?: AbortSignal) =>
  api.get<TMarkerPage>('/companys/listfiltred/map', {
    params: {
      uf: filters.uf,
      city: filters.city,
      line: filters.lines,
      isAssistence: filters.isAssistence ? true : undefined,
      all: true,
    },
    signal,
  });

export const useMapPartners = (filters: TDirectoryFilters, enabled: boolean) =>
  useQuery({
    queryKey: ['public-partners-map', filters],
    queryFn: ({ signal }) => getMapPartners(filters, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
