import type { AttemptStore } from './attempt-store.ts';
import type { Clock } from './clock.ts';

export type RateCounter = {
  /** Seconds until the key may act again, or 0. */
  retryAfter(key: string): Promise<number>;
  /** Counts one action (a code sent, a wrong current password). */
  hit(key: string): Promise<void>;
  /** Forgets the key (e.g. after the right password). */
  reset(key: string): Promise<void>;
};

/**
 * At most `max` actions per key in a fixed window of `windowMs` from the first one, counted in an
 * AttemptStore (shared by several instances when the store is). Keys are namespaced by `name`.
 */
export const createRateCounter = ({
  store,
  clock,
  name,
  max,
  windowMs,
}: {
  store: AttemptStore;
  clock: Clock;
  name: string;
  max: number;
  windowMs: number;
}): RateCounter => {
  const keyOf = (key: string) => `${name}:${key}`;
  return {
    async retryAfter(key) {
      const now = clock().getTime();
      const record = await store.get(keyOf(key), now);
      return record && record.count >= max ? Math.max(1, Math.ceil((record.expiresAt - now) / 1000)) : 0;
    },
    async hit(key) {
      await store.hit(keyOf(key), { now: clock().getTime(), ttlMs: windowMs });
    },
    async reset(key) {
      await store.reset(keyOf(key));
    },
  };
};
