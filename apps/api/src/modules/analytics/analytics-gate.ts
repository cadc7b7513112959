import { createHmac, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { TAnalyticsEvent } from '@rede/domain';

/** How long one visitor's same event (same partner and type, or same search) counts once. */
export const ANALYTICS_REPEAT_WINDOW_MS = 60 * 60_000;
/** Visitor marks and budgets kept in memory (one process) at most; past it the least recently used go first. */
export const ANALYTICS_GATE_MAX_KEYS = 200_000;

/**
 * Where the gate keeps its marks: keys are HMACs (nothing of the visitor), each with its own expiry. In memory
 * (one process) or in Redis (every instance: `redis-gate-store.ts`).
 */
export type AnalyticsGateStore = {
  /** For each key, whether it was not marked within `ttlMs` (it is marked now). */
  firstSeen(keys: readonly string[], ttlMs: number): Promise<boolean[]>;
  /** Adds `n` to the counter at `key` (a window of `windowMs` from its first addition) and answers its total. */
  add(key: string, n: number, windowMs: number): Promise<number>;
  /** The secret of a São Paulo day: drawn at random by whoever asks first, forgotten after the day. */
  daySecret(day: string): Promise<Buffer>;
};

/** The in-memory store; `now` is the app's clock (tests move it). */
export const createMemoryGateStore = ({ now, maxKeys = ANALYTICS_GATE_MAX_KEYS }: { now: () => number; maxKeys?: number }): AnalyticsGateStore => {
  const timing = { perf: { now }, ttlResolution: 0 };
  const seen = new LRUCache<string, true>({ max: maxKeys, ...timing });
  const counters = new LRUCache<string, { total: number }>({ max: maxKeys, ...timing });
  let secret = { day: '', value: Buffer.alloc(0) };
  return {
    async firstSeen(keys, ttlMs) {
      return keys.map((key) => {
        if (seen.has(key)) return false;
        seen.set(key, true, { ttl: ttlMs });
        return true;
      });
    },
    async add(key, n, windowMs) {
      const counter = counters.get(key);
      if (counter) return (counter.total += n);
      counters.set(key, { total: n }, { ttl: windowMs });
      return n;
    },
    async daySecret(day) {
      if (secret.day !== day) secret = { day, value: randomBytes(32) };
      return secret.value;
    },
  };
};

/** One event as the dedup sees it: a partner event by partner and type, a search by everything it is counted under. */
const eventId = (event: TAnalyticsEvent): string =>
  event.type === 'search'
    ? JSON.stringify([
        'search',
        event.uf ?? null,
        event.city ?? null,
        event.isAssistence ?? false,
        event.byPosition,
        event.resultCount === 0,
        [...new Set(event.lineIds ?? [])].sort((a, b) => a - b),
      ])
    : `${event.type}|${event.partnerId}`;

export type AnalyticsGate = {
  /**
   * Of one visitor's (normalised) events of `day`, the ones to count: each event once per repeat window (the
   * same click again, in this batch or a later one, is dropped) and, of the new ones, at most the per-visitor
   * budget in its window.
   */
  admit(visitor: string, day: string, events: readonly TAnalyticsEvent[]): Promise<TAnalyticsEvent[]>;
  /** Events dropped (repeated or over the budget) since the last call. */
  takeDropped(): number;
};

/**
 * Keeps anonymous analytics from being inflated by one visitor, without keeping anything that identifies him:
 * the marks are HMAC(secret of the day, visitor | event), the secret drawn at random per São Paulo day and never
 * written to the database, so a mark cannot be traced back to an address once the day is over, and it expires
 * with the repeat window anyway.
 */
export const createAnalyticsGate = ({
  store,
  budget,
  repeatWindowMs = ANALYTICS_REPEAT_WINDOW_MS,
}: {
  store: AnalyticsGateStore;
  /** New events one visitor may have counted per window. */
  budget: { max: number; windowMs: number };
  repeatWindowMs?: number;
}): AnalyticsGate => {
  let dropped = 0;
  return {
    async admit(visitor, day, events) {
      const secret = await store.daySecret(day);
      const mark = (text: string) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);
      const distinct = new Map<string, TAnalyticsEvent>();
      for (const event of events) {
        const id = eventId(event);
        if (!distinct.has(id)) distinct.set(id, event);
      }
      const ids = [...distinct.keys()];
      const fresh = await store.firstSeen(
        ids.map((id) => mark(`${visitor}|${id}`)),
        repeatWindowMs,
      );
      const candidates = ids.filter((_, i) => fresh[i]).map((id) => distinct.get(id)!);
      let admitted: TAnalyticsEvent[] = [];
      if (candidates.length > 0) {
        const total = await store.add(mark(`budget|${visitor}`), candidates.length, budget.windowMs);
        admitted = candidates.slice(0, Math.max(0, budget.max - (total - candidates.length)));
      }
      dropped += events.length - admitted.length;
      return admitted;
    },
    takeDropped() {
      const taken = dropped;
      dropped = 0;
      return taken;
    },
  };
};
