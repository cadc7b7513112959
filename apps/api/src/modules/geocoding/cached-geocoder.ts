import { LRUCache } from 'lru-cache';
import type { Geocoder, Place } from './geocoder.ts';

export const GEOCODER_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const GEOCODER_CACHE_MAX = 2000;
/** Bytes of the cached answers (JSON length, key and overhead). */
export const GEOCODER_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/**
 * An in-process cache (lru-cache) in front of the geocoder: answers kept 24 h (at most 2 000 queries
 * and 4 MB, least recently used first out, expired ones dropped on time), concurrent searches of one
 * query share a call (fetch()), failures never cached. Keys are the query trimmed, lower-cased and with
 * single spaces.
 */
export const createCachedGeocoder = (
  geocoder: Geocoder,
  {
    now,
    ttlMs = GEOCODER_CACHE_TTL_MS,
    max = GEOCODER_CACHE_MAX,
    maxBytes = GEOCODER_CACHE_MAX_BYTES,
  }: { now?: () => number; ttlMs?: number; max?: number; maxBytes?: number } = {},
): Geocoder => {
  const cache = new LRUCache<string, Place[], string>({
    max,
    maxSize: maxBytes,
    sizeCalculation: (places, key) => key.length + JSON.stringify(places).length + 64,
    ttl: ttlMs,
    ttlAutopurge: true,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    fetchMethod: (_key, _stale, { context }) => geocoder(context),
  });
  return async (query) => {
    const key = query.trim().replace(/\s+/g, ' ').toLowerCase();
    return (await cache.fetch(key, { context: query.trim() }))!;
  };
};
