import { MAP_ZOOM } from '@rede/domain';
import { searchPlaces, type TPlace } from './search-places';

export type TAddressParts = { logradouro?: string; numero?: string; neibor?: string; city?: string; uf?: string };
export type TGeocoded = { latitude: number; longitude: number; zoom: number };

const join = (parts: (string | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * Finds an address by trying the most precise query first: the street (zoom 16 after a CEP, 14 for a
 * full address with number), then the city (12), then the state (8). Null when nothing is found.
 */
export const geocodeAddress = async (
  address: TAddressParts,
  { fromCep = false, search = searchPlaces }: { fromCep?: boolean; search?: (q: string) => Promise<TPlace[]> } = {},
): Promise<TGeocoded | null> => {
  const street = address.logradouro?.trim()
    ? join([fromCep ? address.logradouro : join([address.logradouro, address.numero]), address.neibor, address.city, address.uf])
    : '';
  const attempts: [string, number][] = [
    [street, fromCep ? MAP_ZOOM.cep : MAP_ZOOM.address],
    [address.city?.trim() ? join([address.city, address.uf]) : '', MAP_ZOOM.city],
    [address.uf?.trim() ?? '', MAP_ZOOM.state],
  ];
  for (const [query, zoom] of attempts) {
    if (query.length < 3 && !(zoom === MAP_ZOOM.state && query.length === 2)) continue;
    const [first] = await search(zoom === MAP_ZOOM.state ? `${query}, Brasil` : query);
    if (first) return { latitude: first.latitude, longitude: first.longitude, zoom };
  }
  return null;
};
