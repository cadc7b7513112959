import type { FastifyBaseLogger } from 'fastify';
import Fuse from 'fuse.js';
import type { LRUCache } from 'lru-cache';
import {
  cepOfPlaceQuery,
  foldPlaceText,
  formatCep,
  formatMessage,
  MESSAGES,
  PLACE_QUERY_MIN,
  PLACE_SUGGESTIONS_MAX,
  UFS,
  type TPlace,
  type TPlaceSuggestion,
} from '@rede/domain';
import { AppError } from '../../../lib/app-error.ts';
import type { CepLookup } from '../../address-lookup/cached-cep-lookup.ts';
import { CepProviderError } from '../../address-lookup/cep-provider.ts';
import { GeocoderError, type Geocoder } from '../../geocoding/geocoder.ts';
import type { CityPlace } from '../directory/directory-state.ts';
import { PLACE_NICKNAMES } from './place-nicknames.ts';

/**
 * What a place is resolved with: the cities with partners (read model), the address lookup and the geocoder; for
 * when the address lookup fails, the cities of CEPs found before (`cepCities`, fed here) and the cities of the
 * partners whose CEPs are closest; `log` keeps the services' failures (the visitor reads plain Portuguese).
 */
export type PlaceServices = {
  cities: () => Promise<CityPlace[]>;
  cepLookup: CepLookup;
  placeSearch: Geocoder;
  cepCities: LRUCache<string, { city: string; uf: string }>;
  citiesNearCep: (cep: string) => Promise<{ city: string; uf: string }[]>;
  log: FastifyBaseLogger;
};

/** CEPs whose city is remembered for when the address lookup fails (a CEP does not move: no expiry). */
export const CEP_CITIES_MAX = 20_000;

const M = MESSAGES.directory;
const UF_BY_FOLDED_NAME = new Map(UFS.map((u) => [foldPlaceText(u.nome), u.uf]));

const cityLabel = (c: { city: string; uf: string }) => `${c.city} - ${c.uf}`;

/** "Curitiba", "curitiba pr", "Curitiba - PR", "Curitiba/Paraná": the city part and the state (code) when named. */
const splitCityAndState = (folded: string): { city: string; uf: string | null } => {
  const words = folded.split(' ');
  for (let take = Math.min(3, words.length - 1); take >= 1; take--) {
    const tail = words.slice(-take).join(' ');
    const uf = tail.length === 2 ? (UFS.find((u) => u.uf.toLowerCase() === tail)?.uf ?? null) : (UF_BY_FOLDED_NAME.get(tail) ?? null);
    if (uf) return { city: words.slice(0, -take).join(' '), uf };
  }
  return { city: folded, uf: null };
};

/** The city with partners the text names exactly (accents, case and punctuation ignored), the largest when several states have one. */
const cityNamed = (cities: CityPlace[], text: string): CityPlace | null => {
  const { city, uf } = splitCityAndState(foldPlaceText(text));
  const matches = cities.filter((c) => foldPlaceText(c.city) === city && (!uf || c.uf === uf) && c.latitude !== null);
  return matches.sort((a, b) => b.partners - a.partners)[0] ?? null;
};

const placeOfCity = (city: CityPlace, kind: 'city' | 'cepCity', label = cityLabel(city)): TPlace => ({
  label,
  latitude: city.latitude!,
  longitude: city.longitude!,
  kind,
  uf: city.uf,
  city: city.city,
});

/** A geocoder's long name, shortened to what a visitor reads ("Avenida Paulista, Bela Vista, São Paulo"). */
const shortName = (displayName: string) =>
  displayName
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(', ');

/**
 * A CEP whose address lookup failed: its city when a lookup found it before, else the city of the partners whose
 * own CEPs share the most leading digits with it (CEPs are numbered by region); 502 when neither is a city with
 * partners.
 */
const placeOfCepWithoutLookup = async (services: PlaceServices, cep: string, query: string): Promise<TPlace> => {
  const cities = await services.cities();
  const known = services.cepCities.get(cep);
  const city = known && cityNamed(cities, `${known.city} ${known.uf}`);
  if (city) return placeOfCity(city, 'cepCity', formatMessage(M.cepCityLabel, { cep: formatCep(cep), city: city.city, uf: city.uf }));
  for (const near of await services.citiesNearCep(cep)) {
    const region = cityNamed(cities, `${near.city} ${near.uf}`);
    if (region) return placeOfCity(region, 'cepCity', formatMessage(M.cepRegionLabel, { cep: formatCep(cep), city: region.city, uf: region.uf }));
  }
  throw new AppError(502, formatMessage(M.placeServiceError, { query }));
};

/**
 * The point the directory sorts partners from, for what the visitor typed:
 * - a CEP (8 digits, masked or not): its street and city through the address lookup, placed by the
 *   geocoder; when the geocoder finds nothing or fails, the centre of that city's own partners;
 * - the name of a city with partners (optionally with its state): the centre of its partners;
 * - anything else: the geocoder's first place in Brazil.
 * 404 with a pt-BR message when nothing is found; 502 when a service failed and nothing else answered.
 */
export const resolvePlace = async (services: PlaceServices, query: string): Promise<TPlace> => {
  const cep = cepOfPlaceQuery(query);
  if (cep) {
    let address;
    try {
      address = await services.cepLookup.find(cep);
    } catch (error) {
      if (!(error instanceof CepProviderError)) throw error;
      services.log.warn({ err: error, cep }, 'place search: the CEP lookup failed');
      return placeOfCepWithoutLookup(services, cep, query);
    }
    if (!address) throw new AppError(404, formatMessage(M.cepNotFound, { cep: formatCep(cep) }));
    const uf = address.uf.toUpperCase();
    services.cepCities.set(cep, { city: address.localidade, uf });
    const street = [address.logradouro, address.bairro].filter(Boolean).join(', ');
    if (address.logradouro) {
      try {
        const [first] = await services.placeSearch([address.logradouro, address.bairro, address.localidade, uf].filter(Boolean).join(', '));
        if (first) {
          return {
            label: formatMessage(M.cepLabel, { cep: formatCep(cep), address: `${street}, ${address.localidade} - ${uf}` }),
            latitude: first.latitude,
            longitude: first.longitude,
            kind: 'cep',
            uf,
            city: address.localidade,
          };
        }
      } catch (error) {
        if (!(error instanceof GeocoderError)) throw error;
        // the geocoder failed: the centre of the city's partners below
      }
    }
    const city = cityNamed(await services.cities(), `${address.localidade} ${uf}`);
    if (city) return placeOfCity(city, 'cepCity', formatMessage(M.cepCityLabel, { cep: formatCep(cep), city: city.city, uf: city.uf }));
    // a city without partners: the geocoder for the city itself
    try {
      const [first] = await services.placeSearch(`${address.localidade}, ${uf}`);
      if (first)
        return {
          label: formatMessage(M.cepCityLabel, { cep: formatCep(cep), city: address.localidade, uf }),
          latitude: first.latitude,
          longitude: first.longitude,
          kind: 'cepCity',
          uf,
          city: address.localidade,
        };
    } catch (error) {
      if (!(error instanceof GeocoderError)) throw error;
      services.log.warn({ err: error }, 'place search: the geocoder failed');
      throw new AppError(502, formatMessage(M.placeServiceError, { query }));
    }
    throw new AppError(404, formatMessage(M.placeNotFound, { query }));
  }

  // the city named exactly, by a nickname, or with a typo the suggestions forgive (the form without JavaScript
  // sends the text as typed), before the geocoder
  const cities = await services.cities();
  const nicknamed = cityOfNickname(cities, splitCityAndState(foldPlaceText(query)));
  const city = cityNamed(cities, query) ?? (nicknamed?.latitude != null ? nicknamed : null) ?? cityNamedLoosely(cities, query);
  if (city) return placeOfCity(city, 'city');

  let places;
  try {
    places = await services.placeSearch(query);
  } catch (error) {
    if (!(error instanceof GeocoderError)) throw error;
    services.log.warn({ err: error }, 'place search: the geocoder failed');
    throw new AppError(502, formatMessage(M.placeServiceError, { query }));
  }
  const [first] = places;
  if (!first) throw new AppError(404, formatMessage(M.placeNotFound, { query }));
  return { label: shortName(first.displayName), latitude: first.latitude, longitude: first.longitude, kind: 'address', uf: null, city: null };
};

type FoldedCity = CityPlace & { folded: string };
const fuseOf = new WeakMap<CityPlace[], Fuse<FoldedCity>>();

/** The fuzzy index of the cities (Fuse.js, a Bitap fuzzy search), built once per list of cities. */
const fuseOfCities = (cities: CityPlace[]): Fuse<FoldedCity> => {
  let fuse = fuseOf.get(cities);
  if (!fuse) {
    fuse = new Fuse(
      cities.map((c) => ({ ...c, folded: foldPlaceText(c.city) })),
      { keys: ['folded'], threshold: 0.34, ignoreLocation: true, includeScore: true },
    );
    fuseOf.set(cities, fuse);
  }
  return fuse;
};

/** The city with partners a nickname stands for ("bh", "sampa", "floripa"), when it has partners. */
const cityOfNickname = (cities: CityPlace[], folded: { city: string; uf: string | null }): CityPlace | null => {
  const named = PLACE_NICKNAMES.get(folded.city);
  if (!named || (folded.uf && folded.uf !== named.uf)) return null;
  return cities.find((c) => c.uf === named.uf && foldPlaceText(c.city) === foldPlaceText(named.city)) ?? null;
};

/** Fuzzy matches at least this good (Fuse: 0 exact, 1 nothing alike) may stand for the city when the visitor submits. */
const FUZZY_ACCEPT_SCORE = 0.25;
/** and the best must beat the next other city by this much, */
const FUZZY_CLEAR_LEAD = 0.05;
/** and differ from the whole text by at most these many letters (a typo, not a word inside a longer name). */
const FUZZY_LENGTH_SLACK = 2;

/**
 * The city with partners the text names with a typo ("campinsa", "sao paolo"), as the suggestions forgive it,
 * or null unless the best match is clearly good: close enough, about as long as the text and clearly ahead of
 * any other city (the largest when several states share the name).
 */
const cityNamedLoosely = (cities: CityPlace[], text: string): CityPlace | null => {
  const { city, uf } = splitCityAndState(foldPlaceText(text));
  if (city.length < PLACE_QUERY_MIN) return null;
  const found = fuseOfCities(cities)
    .search(city, { limit: 50 })
    .filter((r) => (!uf || r.item.uf === uf) && r.item.latitude !== null)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || b.item.partners - a.item.partners);
  const [best] = found;
  if (!best || (best.score ?? 1) > FUZZY_ACCEPT_SCORE || Math.abs(best.item.folded.length - city.length) > FUZZY_LENGTH_SLACK) return null;
  const rival = found.find((r) => r.item.folded !== best.item.folded);
  if (rival && (rival.score ?? 1) - (best.score ?? 0) < FUZZY_CLEAR_LEAD) return null;
  return best.item;
};

/**
 * Cities with partners whose name looks like what the visitor is typing: typos forgiven (Fuse.js, a
 * Bitap fuzzy search), accents and case ignored, a state named after the city narrows them; the city a
 * nickname stands for first ("rio" → Rio de Janeiro), then the best, then the cities with more partners.
 */
export const suggestCities = (cities: CityPlace[], query: string): TPlaceSuggestion[] => {
  const folded = splitCityAndState(foldPlaceText(query));
  const { city, uf } = folded;
  if (!city) return [];
  const nicknamed = cityOfNickname(cities, folded);
  const found = fuseOfCities(cities)
    .search(city, { limit: 50 })
    .filter((r) => !uf || r.item.uf === uf)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || b.item.partners - a.item.partners)
    .map(({ item }) => item as CityPlace);
  const ranked = nicknamed ? [nicknamed, ...found.filter((c) => c.uf !== nicknamed.uf || c.city !== nicknamed.city)] : found;
  return ranked.slice(0, PLACE_SUGGESTIONS_MAX).map((item) => ({ label: cityLabel(item), city: item.city, uf: item.uf, partners: item.partners }));
};
