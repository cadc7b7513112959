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
