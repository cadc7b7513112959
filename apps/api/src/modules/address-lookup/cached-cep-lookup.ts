import { LRUCache } from 'lru-cache';
import type { Clock } from '../../lib/clock.ts';
import type { CepAddress, CepProvider } from './cep-provider.ts';

export const CEP_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const CEP_CACHE_NOT_FOUND_TTL_MS = 60 * 60 * 1000;
export const CEP_CACHE_MAX_ENTRIES = 5000;
/** Bytes of the cached addresses (JSON length, key and overhead): a bound whatever the providers answer. */
export const CEP_CACHE_MAX_BYTES = 4 * 1024 * 1024;

/** The address of an 8-digit CEP (null: it does not exist); provider failures are thrown, never cached. */
export type CepLookup = { find(cep: string): Promise<CepAddress | null>; readonly size: number; readonly bytes: number };

type Cached = { value: CepAddress | null };

/**
 * A provider behind an in-process cache (lru-cache): found CEPs for 24 h, unknown ones for 1 h, at
 * most 5 000 entries and 4 MB (least recently used leave first), expired ones dropped on time; concurrent
 * lookups of one CEP share one call (fetch()); failures are not kept.
 */
export const createCachedCepLookup = (
  provider: CepProvider,
  {
    clock,
    ttlMs = CEP_CACHE_TTL_MS,
    notFoundTtlMs = CEP_CACHE_NOT_FOUND_TTL_MS,
    maxEntries = CEP_CACHE_MAX_ENTRIES,
    maxBytes = CEP_CACHE_MAX_BYTES,
  }: {
    clock: Clock;
    ttlMs?: number;
    notFoundTtlMs?: number;
    maxEntries?: number;
    maxBytes?: number;
  },
): CepLookup => {
  const cache = new LRUCache<string, Cached>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (cached, cep) => cep.length + (cached.value ? JSON.stringify(cached.value).length : 0) + 64,
    ttl: ttlMs,
    ttlAutopurge: true,
    // the injected clock (tests move it): read at every check
    perf: { now: () => clock().getTime() },
    ttlResolution: 0,
    fetchMethod: async (cep, _stale, { options }) => {
      const value = await provider(cep);
      if (!value) options.ttl = notFoundTtlMs;
      return { value };
    },
  });
  return {
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
    async find(cep) {
      return (await cache.fetch(cep))!.value;
    },
  };
};
