import type { Clock } from './clock.ts';

export type AttemptLimiter = {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string): number;
  /** Records one attempt (a failure, or a send) for the key. */
  hit(key: string): void;
  /** Forgets the key (e.g. after a successful login). */
  reset(key: string): void;
  /** Gives back one hit (an attempt taken up front that did not happen after all). */
  release(key: string): void;
};

/**
 * In-memory fixed-window counter per key (an account's e-mail): at most `max` hits per `windowMs`.
 * Process-local by design: one server process holds the embedded database. Keys are normalised by callers.
 */
export const createAttemptLimiter = ({ max, windowMs, clock }: { max: number; windowMs: number; clock: Clock }): AttemptLimiter => {
  const entries = new Map<string, { count: number; resetAt: number }>();

  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  const prune = (now: number) => {
    if (entries.size < 10_000) return;
    for (const [key, entry] of entries) if (entry.resetAt <= now) entries.delete(key);
  };

  return {
    retryAfter(key) {
      const now = clock().getTime();
      const entry = live(key, now);
      return entry && entry.count >= max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
    },
    hit(key) {
      const now = clock().getTime();
      prune(now);
      const entry = live(key, now);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: now + windowMs });
    },
    reset(key) {
      entries.delete(key);
    },
    release(key) {
      const entry = live(key, clock().getTime());
      if (entry && entry.count > 1) entry.count -= 1;
      else if (entry) entries.delete(key);
    },
  };
};
