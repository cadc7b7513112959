import Fuse from 'fuse.js';
import {
  cepOfPlaceQuery,
  foldPlaceText,
  formatCep,
  formatMessage,
  MESSAGES,
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

/** What a place is resolved with: the cities with partners (read model), the address lookup and the geocoder. */
export type PlaceServices = { cities: () => Promise<CityPlace[]>; cepLookup: CepLookup; placeSearch: Geocoder };

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
      throw new AppError(502, formatMessage(M.placeServiceError, { query, message: error.message }));
    }
    if (!address) throw new AppError(404, formatMessage(M.cepNotFound, { cep: formatCep(cep) }));
    const uf = address.uf.toUpperCase();
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
      throw new AppError(502, formatMessage(M.placeServiceError, { query, message: error.message }));
    }
    throw new AppError(404, formatMessage(M.placeNotFound, { query }));
  }

  const city = cityNamed(await services.cities(), query);
  if (city) return placeOfCity(city, 'city');

  let places;
  try {
    places = await services.placeSearch(query);
  } catch (error) {
    if (!(error instanceof GeocoderError)) throw error;
    throw new AppError(502, formatMessage(M.placeServiceError, { query, message: error.message }));
  }
  const [first] = places;
  if (!first) throw new AppError(404, formatMessage(M.placeNotFound, { query }));
  return { label: shortName(first.displayName), latitude: first.latitude, longitude: first.longitude, kind: 'address', uf: null, city: null };
};

const fuseOf = new WeakMap<CityPlace[], Fuse<CityPlace & { folded: string }>>();

/**
 * Cities with partners whose name looks like what the visitor is typing: typos forgiven (Fuse.js, a
 * Bitap fuzzy search), accents and case ignored, a state named after the city narrows them; the best
 * first, then the cities with more partners.
 */
export const suggestCities = (cities: CityPlace[], query: string): TPlaceSuggestion[] => {
  let fuse = fuseOf.get(cities);
  if (!fuse) {
    fuse = new Fuse(
      cities.map((c) => ({ ...c, folded: foldPlaceText(c.city) })),
      { keys: ['folded'], threshold: 0.34, ignoreLocation: true, includeScore: true },
    );
    fuseOf.set(cities, fuse);
  }
  const { city, uf } = splitCityAndState(foldPlaceText(query));
  if (!city) return [];
  return fuse
    .search(city, { limit: 50 })
    .filter((r) => !uf || r.item.uf === uf)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0) || b.item.partners - a.item.partners)
    .slice(0, PLACE_SUGGESTIONS_MAX)
    .map(({ item }) => ({ label: cityLabel(item), city: item.city, uf: item.uf, partners: item.partners }));
};
