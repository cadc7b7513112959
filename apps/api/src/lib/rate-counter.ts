import type { AttemptStore } from './attempt-store.ts';
import type { Clock } from './clock.ts';

export type RateCounter = {
  /** Seconds until the key may act again, or 0. */
  retryAfter(key: string): Promise<number>;
  /** Counts one action (a code sent, a wrong current password). */
  hit(key: string): Promise<void>;
  /** Forgets the key (e.g. after the right password). */
  reset(key: string): Promise<void>;
  /**
   * Counts one action now and answers 0 when it was within the limit, else the seconds to wait: the
   * slot is taken before the work (one atomic hit), so parallel requests cannot all pass a check.
   */
  take(key: string): Promise<number>;
  /** Gives a taken slot back (the action was refused after all). */
  release(key: string): Promise<void>;
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
    async take(key) {
      const now = clock().getTime();
      const record = await store.hit(keyOf(key), { now, ttlMs: windowMs });
      if (record.count <= max) return 0;
      await store.release(keyOf(key), now); // a refused action takes no slot
      return Math.max(1, Math.ceil((record.expiresAt - now) / 1000));
    },
    async release(key) {
      await store.release(keyOf(key), clock().getTime());
    },
  };
};
