import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPartnerDetails, TPartnerNearby } from '@rede/domain';
import type { TOpeningHoursCompact } from '@rede/domain/opening-hours/compact';
import { api, ApiError } from '@/lib/api-client';

/** The details page's partner: the public view plus logo, numero, complement, cep, slug, path, opening hours (compact) and the nearest other partners. */
export type TPartnerPageData = TPartnerDetails & {
  slug?: string | null;
  path?: string | null;
  hours?: TOpeningHoursCompact | null;
  nearby?: TPartnerNearby[] | null;
};

/** GET /companys/company/partnerDetails/{id} (404 when not approved and active). */
export const getPartnerDetails = (id: number, signal?: AbortSignal) =>
  api.get<TPartnerPageData>(`/companys/company/partnerDetails/${id}`, { signal });

export const partnerDetailsQuery = (id: number) =>
  queryOptions({
    queryKey: ['public-partner', id],
    queryFn: ({ signal }) => getPartnerDetails(id, signal),
    staleTime: 60_000,
    // a 4xx (no such partner, an id the API refuses) is the answer: retrying it only held the server's render for seconds
    retry: (count, error) => !(error instanceof ApiError && error.statusCode >= 400 && error.statusCode < 500) && count < 2,
    // a 404 the server rendered (the page answered 404) is not asked again when the page hydrates
    retryOnMount: false,
  });

export const usePartnerDetails = (id: number) => useQuery(partnerDetailsQuery(id));

export const isNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;
