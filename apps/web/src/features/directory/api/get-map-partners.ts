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

/** Answers asked for before the home rendered (prefetchMapPartners), by filters; each is used once. */
const prefetched = new Map<string, Promise<TMarkerPage>>();
const prefetchKey = (filters: TDirectoryFilters) => JSON.stringify([filters.uf, filters.city, filters.lines, filters.isAssistence]);

/**
 * Starts loading the markers before the home renders (its route module calls this where the map shows at once,
 * on wide screens): the answer comes in while the page's code runs. useMapPartners takes it over.
 */
export const prefetchMapPartners = (filters: TDirectoryFilters): void => {
  const key = prefetchKey(filters);
  if (prefetched.has(key)) return;
  const pending = getMapPartners(filters);
  pending.catch(() => prefetched.delete(key));
  prefetched.set(key, pending);
};

const takePrefetched = (filters: TDirectoryFilters): Promise<TMarkerPage> | undefined => {
  const key = prefetchKey(filters);
  const pending = prefetched.get(key);
  prefetched.delete(key);
  return pending;
};

export const useMapPartners = (filters: TDirectoryFilters, enabled: boolean) =>
  useQuery({
    queryKey: ['public-partners-map', filters],
    queryFn: ({ signal }) => takePrefetched(filters) ?? getMapPartners(filters, signal),
    enabled,
    staleTime: 5 * 60_000,
    // up to 20,000 markers: a new answer replaces the old one whole (no deep comparison on the main thread)
    structuralSharing: false,
  });
