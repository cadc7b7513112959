/** A place found by the geocoder: what GET /api/geocoding/search answers. */
export type Place = { displayName: string; latitude: number; longitude: number; type: string | null };

/** Searches places in Brazil; throws GeocoderError when the service fails. */
export type Geocoder = (query: string) => Promise<Place[]>;

export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GeocoderError';
  }
}

export const GEOCODER_MAX_RESULTS = 5;
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org';
/** The User-Agent sent when GEOCODER_USER_AGENT is unset (Nominatim's usage policy asks for one naming the application). */
export const DEFAULT_GEOCODER_USER_AGENT = 'RedeDeParceiros/1.0 (back-office; geocoding de endereços)';
