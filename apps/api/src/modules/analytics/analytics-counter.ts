import type { TAnalyticsEvent, TAnalyticsPartnerEvent } from '@rede/domain';

/** A search's dimensions as stored (analytics_searches_daily). */
export type SearchKey = { day: string; uf: string | null; city: string | null; isAssistence: boolean; byPosition: boolean; zeroResult: boolean };
export type SearchLineKey = { day: string; lineId: number; zeroResult: boolean };
export type PartnerKey = { day: string; companyId: number; event: TAnalyticsPartnerEvent };

/** What the counter held when drained: each key with how many events it counted. */
export type AnalyticsSnapshot = {
  searches: (SearchKey & { count: number })[];
  searchLines: (SearchLineKey & { count: number })[];
  partners: (PartnerKey & { count: number })[];
};

/** How many distinct keys the counter keeps before it asks for a flush (and past twice that, drops events). */
export const ANALYTICS_COUNTER_MAX_KEYS = 20_000;

type Entry<K> = { key: K; count: number };

const searchId = (k: SearchKey) => JSON.stringify([k.day, k.uf, k.city, k.isAssistence, k.byPosition, k.zeroResult]);
const searchLineId = (k: SearchLineKey) => `${k.day}|${k.lineId}|${k.zeroResult}`;
const partnerId = (k: PartnerKey) => `${k.day}|${k.companyId}|${k.event}`;

/** The keys one event counts under: its search (and each line it names), or its partner event. */
const keysOf = (day: string, event: TAnalyticsEvent): { searches: SearchKey[]; searchLines: SearchLineKey[]; partners: PartnerKey[] } => {
  if (event.type !== 'search') return { searches: [], searchLines: [], partners: [{ day, companyId: event.partnerId, event: event.type }] };
  const uf = event.uf ?? null;
  const zeroResult = event.resultCount === 0;
  return {
    searches: [
      { day, uf, city: uf ? (event.city ?? null) : null, isAssistence: event.isAssistence ?? false, byPosition: event.byPosition, zeroResult },
    ],
    searchLines: (event.lineIds ?? []).map((lineId) => ({ day, lineId, zeroResult })),
    partners: [],
  };
};

/**
 * The events received since the last flush, counted per day and dimensions in memory: recording a batch
 * is a few Map updates (no I/O), so ingestion costs the directory next to nothing. Distinct keys are
 * bounded: at `maxKeys` the owner is told to flush (`onFull`), past twice that new keys are dropped
 * (counted in `dropped`) rather than letting a flood of distinct events grow the process.
 */
export const createAnalyticsCounter = ({ maxKeys = ANALYTICS_COUNTER_MAX_KEYS, onFull }: { maxKeys?: number; onFull?: () => void } = {}) => {
  let searches = new Map<string, Entry<SearchKey>>();
  let searchLines = new Map<string, Entry<SearchLineKey>>();
  let partners = new Map<string, Entry<PartnerKey>>();
  let dropped = 0;

  const size = () => searches.size + searchLines.size + partners.size;

  /** Adds `count` under `key`; a new key only while the counter has room (restored snapshots always fit back). */
  const add = <K>(map: Map<string, Entry<K>>, id: string, key: K, count: number, bounded: boolean): void => {
    const entry = map.get(id);
    if (entry) {
      entry.count += count;
      return;
    }
    const keys = size();
    if (bounded && keys >= 2 * maxKeys) {
      dropped += count;
      return;
    }
    map.set(id, { key, count });
    if (keys + 1 === maxKeys) onFull?.();
  };

  const addAll = (keys: ReturnType<typeof keysOf>, count: (index: number) => number, bounded: boolean) => {
    keys.searches.forEach((k, i) => add(searches, searchId(k), k, count(i), bounded));
    keys.searchLines.forEach((k, i) => add(searchLines, searchLineId(k), k, count(i), bounded));
    keys.partners.forEach((k, i) => add(partners, partnerId(k), k, count(i), bounded));
  };

  return {
    /** Counts the (valid, normalised) events of one batch under `day` ('yyyy-MM-dd', São Paulo). */
    record(day: string, events: readonly TAnalyticsEvent[]): void {
      for (const event of events) addAll(keysOf(day, event), () => 1, true);
    },
    /** Everything counted so far, emptying the counter (the caller writes it, or gives it back with `restore`). */
    drain(): AnalyticsSnapshot {
      const snapshot: AnalyticsSnapshot = {
        searches: [...searches.values()].map((e) => ({ ...e.key, count: e.count })),
        searchLines: [...searchLines.values()].map((e) => ({ ...e.key, count: e.count })),
        partners: [...partners.values()].map((e) => ({ ...e.key, count: e.count })),
      };
      searches = new Map();
      searchLines = new Map();
      partners = new Map();
      return snapshot;
    },
    /** Puts back a snapshot a failed write could not store (added to what arrived since). */
    restore(snapshot: AnalyticsSnapshot): void {
      const strip = <K extends { count: number }>({ count: _count, ...key }: K) => key;
      addAll({ searches: snapshot.searches.map(strip), searchLines: [], partners: [] }, (i) => snapshot.searches[i]!.count, false);
      addAll({ searches: [], searchLines: snapshot.searchLines.map(strip), partners: [] }, (i) => snapshot.searchLines[i]!.count, false);
      addAll({ searches: [], searchLines: [], partners: snapshot.partners.map(strip) }, (i) => snapshot.partners[i]!.count, false);
    },
    get size() {
      return size();
    },
    /** Events refused because the counter was full, since the process started. */
    get dropped() {
      return dropped;
    },
  };
};

export type AnalyticsCounter = ReturnType<typeof createAnalyticsCounter>;
