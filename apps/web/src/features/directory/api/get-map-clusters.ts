import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TPartnerMap } from '@rede/domain';
import { api } from '@/lib/api-client';
import type { TDirectoryFilters } from './types';

/** What the map shows: `bbox` = [west, south, east, north] (whole tiles around the visible area) at `zoom`. */
export type TMapView = { bbox: [number, number, number, number]; zoom: number };

/**
 * GET /companys/listfiltred/map: the clusters (count, centre, expansion zoom) and single partners of the
 * view, clustered by the server, with the filters' total and extent; with "Aberto agora", only the partners
 * open now, like the list.
 */
export const getMapClusters = (filters: TDirectoryFilters, view: TMapView, signal?: AbortSignal) =>
  api.get<TPartnerMap>('/companys/listfiltred/map', {
    params: {
      uf: filters.uf,
      city: filters.city,
      line: filters.lines,
      isAssistence: filters.isAssistence ? true : undefined,
      openNow: filters.openNow ? true : undefined,
      bbox: view.bbox.join(','),
      zoom: view.zoom,
    },
    signal,
  });

/** The clusters of the view; the previous view's stay drawn while the next ones load. */
export const useMapClusters = (filters: TDirectoryFilters, view: TMapView | null, enabled: boolean) =>
  useQuery({
    queryKey: ['public-partners-map', filters, view],
    queryFn: ({ signal }) => getMapClusters(filters, view!, signal),
    enabled: enabled && view !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
