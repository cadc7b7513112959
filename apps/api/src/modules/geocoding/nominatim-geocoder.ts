import { z } from 'zod';
import { GEOCODER_MAX_RESULTS, GeocoderError, type Geocoder, type Place } from './geocoder.ts';

export const GEOCODER_TIMEOUT_MS = 8000;

const ZNominatimPlaceSchema = z.object({
  lat: z.union([z.string(), z.number()]),
  lon: z.union([z.string(), z.number()]),
  display_name: z.string().default(''),
  addresstype: z.string().optional(),
  type: z.string().optional(),
});

const toPlace = (item: unknown): Place | null => {
  const parsed = ZNominatimPlaceSchema.safeParse(item);
  if (!parsed.success) return null;
  const latitude = Number(parsed.data.lat);
  const longitude = Number(parsed.data.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { displayName: parsed.data.display_name, latitude, longitude, type: parsed.data.addresstype ?? parsed.data.type ?? null };
};

/**
 * A Nominatim-compatible search service at `baseUrl`: GET <baseUrl>/search?q=…&format=jsonv2&countrycodes=br&limit=5,
 * with an identifying User-Agent (Nominatim's usage policy) and a timeout.
 */
export const createNominatimGeocoder =
  (
    baseUrl: string,
    { userAgent, timeoutMs = GEOCODER_TIMEOUT_MS, fetchImpl = fetch }: { userAgent: string; timeoutMs?: number; fetchImpl?: typeof fetch },
  ): Geocoder =>
  async (query) => {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/search`);
    url.search = new URLSearchParams({
      q: query,
      format: 'jsonv2',
      countrycodes: 'br',
      limit: String(GEOCODER_MAX_RESULTS),
      'accept-language': 'pt-BR',
    }).toString();
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new GeocoderError('serviço de mapas indisponível', { cause: error });
    }
    if (!response.ok) throw new GeocoderError(`o serviço de mapas respondeu ${response.status}`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new GeocoderError('resposta inválida do serviço de mapas', { cause: error });
    }
    if (!Array.isArray(body)) throw new GeocoderError('resposta inválida do serviço de mapas');
    return body
      .map(toPlace)
      .filter((place): place is Place => place !== null)
      .slice(0, GEOCODER_MAX_RESULTS);
  };
