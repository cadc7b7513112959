import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { PARTNERS_PAGE_SIZE } from '../constants';
import { api } from '@/lib/api-client';
import type { TDirectoryFilters, TLatLng, TPartnerPage } from './types';

export type TGetPartnersInput = { filters: TDirectoryFilters; position: TLatLng | null; pageIndex: number; pageSize?: number };

/** GET /companys/listfiltred/open: approved, active partners; assistance first, or nearest first with lat/lng. */
export const getPartners = ({ filters, position, pageIndex, pageSize = PARTNERS_PAGE_SIZE }: TGetPartnersInput, signal?: AbortSignal) =>
  api.get<TPartnerPage>('/companys/listfiltred/open', {
    params: {
      uf: filters.uf,
      city: filters.city,
      line: filters.lines,
      isAssistence: filters.isAssistence ? true : undefined,
      pageSize,
      pageIndex,
      lat: position ? position.latitude.toFixed(5) : undefined,
      lng: position ? position.longitude.toFixed(5) : undefined,
      // a radius is a distance from the position: never sent without one (the API refuses it)
      radiusKm: position && filters.radiusKm ? filters.radiusKm : undefined,
      // nothing matches: the nearest from the position, or from the state's or city's own point (a page without partners)
      fallbackNearest: position || filters.uf ? true : undefined,
      openNow: filters.openNow ? true : undefined,
    },
    signal,
  });

/**
 * The partner list, page after page ('Carregar mais'), from `startPage` (0-based: a link to page N of a
 * list, ?pagina=N, starts there). With `filters.openNow`, only the partners open now ("Aberto agora").
 */
export const partnersQuery = (filters: TDirectoryFilters, position: TLatLng | null, startPage = 0) =>
  infiniteQueryOptions({
    queryKey: [
      'public-partners',
      filters,
      position && [position.latitude.toFixed(3), position.longitude.toFixed(3)],
      ...(startPage > 0 ? [startPage] : []),
    ],
    queryFn: ({ pageParam, signal }) => getPartners({ filters, position, pageIndex: pageParam }, signal),
    initialPageParam: startPage,
    getNextPageParam: (last, _pages, lastPageParam) =>
      last.data.length > 0 && (lastPageParam + 1) * PARTNERS_PAGE_SIZE < last.total ? lastPageParam + 1 : undefined,
    staleTime: 60_000,
  });

export const usePartners = (filters: TDirectoryFilters, position: TLatLng | null, enabled = true, startPage = 0) =>
  useInfiniteQuery({ ...partnersQuery(filters, position, startPage), enabled, placeholderData: keepPreviousData });
