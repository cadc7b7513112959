import type { Geocoder, Place } from './geocoder.ts';

export const GEOCODER_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const GEOCODER_CACHE_MAX = 2000;

/**
 * An in-process cache in front of the geocoder: answers kept 24 h (at most 2 000 queries, least recently
 * used first out), concurrent searches of one query share a call, failures never cached. Keys are the
 * query trimmed, lower-cased and with single spaces.
 */
export const createCachedGeocoder = (
  geocoder: Geocoder,
  { now = () => Date.now(), ttlMs = GEOCODER_CACHE_TTL_MS, max = GEOCODER_CACHE_MAX }: { now?: () => number; ttlMs?: number; max?: number } = {},
): Geocoder => {
  const cache = new Map<string, { places: Place[]; expires: number }>();
  const pending = new Map<string, Promise<Place[]>>();
  return async (query) => {
    const key = query.trim().replace(/\s+/g, ' ').toLowerCase();
    const hit = cache.get(key);
    if (hit && hit.expires > now()) {
      cache.delete(key);
      cache.set(key, hit); // most recently used last
      return hit.places;
    }
    if (hit) cache.delete(key);
    const running = pending.get(key);
    if (running) return running;
    const call = geocoder(query.trim())
      .then((places) => {
        cache.set(key, { places, expires: now() + ttlMs });
        while (cache.size > max) cache.delete(cache.keys().next().value as string);
        return places;
      })
      .finally(() => pending.delete(key));
    pending.set(key, call);
    return call;
  };
};
