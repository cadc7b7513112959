import fp from 'fastify-plugin';
import { createCachedGeocoder } from './cached-geocoder.ts';
import { DEFAULT_GEOCODER_URL, DEFAULT_GEOCODER_USER_AGENT, type Geocoder } from './geocoder.ts';
import { createNominatimGeocoder } from './nominatim-geocoder.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Places in Brazil for a free-text query, through the configured geocoder, with an in-process cache. */
    placeSearch: Geocoder;
  }
}

export type GeocoderOptions = {
  /** Injected geocoder (tests); wins over the URL. */
  geocoder?: Geocoder | undefined;
  /** GEOCODER_URL: a Nominatim-compatible base URL (null: OpenStreetMap's Nominatim). */
  url?: string | null | undefined;
  /** GEOCODER_USER_AGENT (null: DEFAULT_GEOCODER_USER_AGENT). */
  userAgent?: string | null | undefined;
};

/** Decorates `app.placeSearch`: the injected geocoder, else Nominatim at GEOCODER_URL (or OpenStreetMap's); cached. */
export const geocoderPlugin = fp<GeocoderOptions>(
  async (app, { geocoder, url, userAgent }) => {
    const chosen = geocoder ?? createNominatimGeocoder(url ?? DEFAULT_GEOCODER_URL, { userAgent: userAgent ?? DEFAULT_GEOCODER_USER_AGENT });
    app.decorate('placeSearch', createCachedGeocoder(chosen, { now: () => app.clock().getTime() }));
  },
  { name: 'geocoder' },
);
