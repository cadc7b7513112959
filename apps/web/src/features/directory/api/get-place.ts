import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlace, TPlaceSuggestion } from '@rede/domain/schemas/place';
import { PLACE_QUERY_MIN } from '@rede/domain/validators/place-text';
import { api } from '@/lib/api-client';

/** GET /companys/listfiltred/place?q=: the point of a CEP, a city with partners or an address (404/502 with a pt-BR message). */
export const getPlace = (q: string, signal?: AbortSignal) => api.get<TPlace>('/companys/listfiltred/place', { params: { q }, signal });

export const placeQuery = (q: string) =>
  queryOptions({ queryKey: ['public-place', q], queryFn: ({ signal }) => getPlace(q, signal), staleTime: 10 * 60_000, retry: false });

export const usePlace = (q: string | null) => useQuery({ ...placeQuery(q ?? ''), enabled: Boolean(q) });

/** GET /companys/listfiltred/places?q=: cities with partners like the text (typos forgiven). */
export const getPlaceSuggestions = (q: string, signal?: AbortSignal) =>
  api.get<{ data: TPlaceSuggestion[]; total: number }>('/companys/listfiltred/places', { params: { q }, signal });

export const usePlaceSuggestions = (q: string) =>
  useQuery({
    queryKey: ['public-place-suggestions', q],
    queryFn: ({ signal }) => getPlaceSuggestions(q, signal),
    enabled: q.trim().length >= PLACE_QUERY_MIN,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
