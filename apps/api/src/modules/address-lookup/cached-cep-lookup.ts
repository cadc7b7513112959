import type { Clock } from '../../lib/clock.ts';
import type { CepAddress, CepProvider } from './cep-provider.ts';

export const CEP_CACHE_TTL_MS = 24 * 60 * 60 * 1000;
export const CEP_CACHE_NOT_FOUND_TTL_MS = 60 * 60 * 1000;
export const CEP_CACHE_MAX_ENTRIES = 5000;

/** The address of an 8-digit CEP (null: it does not exist); provider failures are thrown, never cached. */
export type CepLookup = { find(cep: string): Promise<CepAddress | null>; readonly size: number };

/**
 * A provider behind an in-process cache: found CEPs for 24 h, unknown ones for 1 h, at most 5 000
 * entries (least recently used leave first); concurrent lookups of one CEP share one call.
 */
export const createCachedCepLookup = (
  provider: CepProvider,
  { clock, ttlMs = CEP_CACHE_TTL_MS, notFoundTtlMs = CEP_CACHE_NOT_FOUND_TTL_MS, maxEntries = CEP_CACHE_MAX_ENTRIES }: {
    clock: Clock;
    ttlMs?: number;
    notFoundTtlMs?: number;
    maxEntries?: number;
  },
): CepLookup => {
  const entries = new Map<string, { value: CepAddress | null; expiresAt: number }>();
  const pending = new Map<string, Promise<CepAddress | null>>();

  const remember = (cep: string, value: CepAddress | null) => {
    entries.delete(cep);
    while (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(cep, { value, expiresAt: clock().getTime() + (value ? ttlMs : notFoundTtlMs) });
  };

  return {
    get size() {
      return entries.size;
    },
    async find(cep) {
      const hit = entries.get(cep);
      if (hit && hit.expiresAt > clock().getTime()) {
        entries.delete(cep);
        entries.set(cep, hit);
        return hit.value;
      }
      if (hit) entries.delete(cep);
      const running = pending.get(cep);
      if (running) return running;
      const call = provider(cep)
        .then((value) => {
          remember(cep, value);
          return value;
        })
        .finally(() => pending.delete(cep));
      pending.set(cep, call);
      return call;
    },
  };
};
