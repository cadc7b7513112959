/**
 * Where attempt counters live (failed logins, codes sent, wrong current passwords). Async so that a
 * store shared by several API instances (Redis: REDIS_URL) can replace the in-memory one without
 * touching its users: `hit` is one INCR + PEXPIRE (NX when `slide` is false) plus the timestamps in a
 * hash, `get` one HGETALL, `reset` one DEL, `release` one DECR.
 */
export type AttemptRecord = {
  /** Hits since the key was created (or reset). */
  count: number;
  /** Time of the first and of the last hit (ms since the epoch). */
  firstAt: number;
  lastAt: number;
  /** When the key is forgotten (ms since the epoch). */
  expiresAt: number;
};

export type AttemptHit = {
  now: number;
  /** How long the key lives: from its first hit (fixed window), or from each hit with `slide`. */
  ttlMs: number;
  slide?: boolean;
};

export type AttemptStore = {
  /** The key's live record, or null (never hit, reset or expired). */
  get(key: string, now: number): Promise<AttemptRecord | null>;
  /** Records one hit and answers the record after it. */
  hit(key: string, hit: AttemptHit): Promise<AttemptRecord>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
  /** Takes one hit back (an action counted up front that did not happen after all). */
  release(key: string, now: number): Promise<void>;
};

/** At most this many keys are kept in memory: past it, expired keys go first, then the oldest. */
const MEMORY_MAX_KEYS = 100_000;

/**
 * The in-memory store (one process: the embedded database allows only one). Bounded, so a spray of
 * distinct e-mails or addresses cannot grow it without limit.
 */
export const createMemoryAttemptStore = ({ maxKeys = MEMORY_MAX_KEYS }: { maxKeys?: number } = {}): AttemptStore => {
  const entries = new Map<string, AttemptRecord>();

  const live = (key: string, now: number): AttemptRecord | null => {
    const entry = entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= now) {
      entries.delete(key);
      return null;
    }
    return entry;
  };

  const makeRoom = (now: number) => {
    if (entries.size < maxKeys) return;
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Still full: drop the oldest keys (Map keeps insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxKeys) break;
      entries.delete(key);
    }
  };

  return {
    async get(key, now) {
      const entry = live(key, now);
      return entry ? { ...entry } : null;
    },
    async hit(key, { now, ttlMs, slide = false }) {
      const entry = live(key, now);
      if (entry) {
        entry.count += 1;
        entry.lastAt = now;
        if (slide) entry.expiresAt = now + ttlMs;
        return { ...entry };
      }
      makeRoom(now);
      const created = { count: 1, firstAt: now, lastAt: now, expiresAt: now + ttlMs };
      entries.set(key, created);
      return { ...created };
    },
    async reset(key) {
      entries.delete(key);
    },
    async release(key, now) {
      const entry = live(key, now);
      if (!entry) return;
      if (entry.count <= 1) entries.delete(key);
      else entry.count -= 1;
    },
  };
};
