import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { cityPath, statePath } from '@rede/domain/validators/partner-path';
import { slugify } from '@rede/domain/validators/slugify';
import type { TPartnerRadiusKm } from '@rede/domain';
import type { TDirectoryFilters, TLocationItem } from '../api/types';
import { OPEN_NOW_PARAM } from '../constants';

/** Reads line ids from ?line=1&line=2 (or "1,2"). */
export const parseLines = (params: URLSearchParams): number[] =>
  params
    .getAll('line')
    .flatMap((v) => v.split(','))
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);

/** ?local=<CEP, cidade ou endereço>: the place the list is sorted from (the search field's name in the GET form). */
export const PLACE_PARAM = 'local';
const placeOf = (search: URLSearchParams): string | null => search.get(PLACE_PARAM)?.trim().slice(0, 120) || null;

/** ?raio=10|25|50|100: the list limited to that many km around its position (sent only with one). */
export const RADIUS_PARAM = 'raio';
/** The domain's PARTNER_RADII_KM (a test keeps them equal), written out: the domain's schemas stay out of the home's first load. */
export const RADII_KM: readonly TPartnerRadiusKm[] = [10, 25, 50, 100];
export const radiusOf = (search: URLSearchParams): TPartnerRadiusKm | null =>
  RADII_KM.find((km) => String(km) === search.get(RADIUS_PARAM)?.trim()) ?? null;

/** ?pagina=N (1-based, as the 'Carregar mais' link writes it) → the list's first page index (0-based). */
export const PAGE_PARAM = 'pagina';
export const startPageOf = (params: URLSearchParams): number => {
  const page = Number(params.get(PAGE_PARAM));
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page - 1 : 0;
};

/** The city of a {municipio} slug among `cities` ('/sp/são-paulo' is São Paulo too: the server redirects it to its slug). */
export const cityNameOfSlug = (citySlug: string | null, cities: readonly TLocationItem[] | undefined): string | null => {
  if (!citySlug) return null;
  const slug = slugify(citySlug);
  return cities?.find((c) => slugify(c.nome) === slug)?.nome ?? null;
};

/** The filters of a directory address: state from the path, city name (resolved), lines and assistance from the query. */
export const filtersOf = (ufParam: string | undefined, cityName: string | null, search: URLSearchParams): TDirectoryFilters => ({
  uf: ufParam ? ufParam.toUpperCase() : null,
  city: cityName,
  lines: parseLines(search),
  isAssistence: search.get('isAssistence') === 'true',
  openNow: search.get(OPEN_NOW_PARAM) === 'true',
  place: placeOf(search),
  radiusKm: radiusOf(search),
});

/** The URL of a filter set: state and city in the path (SEO routes /sp, /sp/sao-paulo), lines and assistance in the query. */
export const directoryUrl = (filters: {
  uf: string | null;
  city: string | null;
  lines: number[];
  isAssistence: boolean;
  openNow?: boolean;
  place?: string | null;
  radiusKm?: TPartnerRadiusKm | null;
}): string => {
  const path = filters.uf ? (filters.city ? cityPath(filters.uf, filters.city) : statePath(filters.uf)) : '/';
  const query = new URLSearchParams();
  filters.lines.forEach((id) => query.append('line', String(id)));
  if (filters.isAssistence) query.set('isAssistence', 'true');
  if (filters.openNow) query.set(OPEN_NOW_PARAM, 'true');
  if (filters.place) query.set(PLACE_PARAM, filters.place);
  if (filters.radiusKm) query.set(RADIUS_PARAM, String(filters.radiusKm));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * The directory's filters live in the URL: /{uf}/{municipio}?line=1&line=2&isAssistence=true&local=…&raio=25.
 * The municipio slug is turned into the city name with the cities of the state.
 */
export const useDirectoryFilters = (cities: TLocationItem[] | undefined) => {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const uf = params.uf ? params.uf.toUpperCase() : null;
  const citySlug = params.municipio ?? null;
  const cityName = useMemo(() => cityNameOfSlug(citySlug, cities), [cities, citySlug]);
  const lineKey = search.getAll('line').join(',');
  const lines = useMemo(() => parseLines(new URLSearchParams(lineKey ? `line=${lineKey}` : '')), [lineKey]);
  const isAssistence = search.get('isAssistence') === 'true';
  const openNow = search.get(OPEN_NOW_PARAM) === 'true';
  const place = placeOf(search);
  const radiusKm = radiusOf(search);

  const filters: TDirectoryFilters = useMemo(
    () => ({ uf, city: cityName, lines, isAssistence, openNow, place, radiusKm }),
    [uf, cityName, lines, isAssistence, openNow, place, radiusKm],
  );

  // What the URL says, or what the last setFilters asked for while its navigation is still pending: two
  // choices in quick succession (arrow keys on a select) both count, and a render with the old location (the
  // router updates it in a transition) does not undo a choice. A city slug whose name is not loaded is kept.
  const fromUrl = { uf, city: cityName ?? citySlug, lines, isAssistence, openNow, place, radiusKm };
  const urlKey = `${uf}/${citySlug}?${lineKey}&${isAssistence}&${openNow}&${place}&${radiusKm}`;
  const latest = useRef({ urlKey, filters: fromUrl });
  useLayoutEffect(() => {
    if (latest.current.urlKey !== urlKey) latest.current = { urlKey, filters: fromUrl };
  });
  const setFilters = useCallback(
    (next: Partial<TDirectoryFilters>) => {
      const current = latest.current.filters;
      const merged = { ...current, ...next };
      if (next.uf !== undefined && next.uf !== current.uf && next.city === undefined) merged.city = null;
      latest.current = { ...latest.current, filters: merged };
      const url = directoryUrl(merged);
      if (url !== `${window.location.pathname}${window.location.search}`) void navigate(url, { preventScrollReset: true });
    },
    [navigate],
  );

  return { filters, setFilters, citySlug, cityResolved: citySlug === null || cityName !== null };
};
