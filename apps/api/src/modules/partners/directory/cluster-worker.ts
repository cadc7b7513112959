import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { TPartnerFilters, TPartnerMapQuery } from '@rede/domain';
import type { DirectoryState } from './directory-state.ts';
import { candidatesOf, compileFilter, matches } from './partner-filter.ts';
import { minuteOf } from './open-now.ts';
import { CLUSTER_OPTIONS, CLUSTER_CACHE_MAX_BYTES, CLUSTER_INDEX_BYTES_PER_PARTNER } from './cluster-options.ts';

/**
 * The code of the clustering worker (a worker thread, so building a filter set's supercluster index —
 * up to a second for the whole network — never stops the main thread answering everyone else). It
 * holds the partners' coordinates of one read-model version and, per filter set, the supercluster
 * index, least recently used out first past `maxBytes`. Queries come before prebuilds.
 * Messages in: { type: 'version', version, lng, lat } | { type: 'query', id, version, key, slots?, bbox, zoom }
 * | { type: 'prebuild', version, key, slots }. Out: { id, clusters (the clusters' JSON text), leaves (slots), total, extent } | { id, missing: true }
 * | { type: 'evicted', version, key } | { type: 'built', version, key, ms }.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { default: Supercluster } = await import(workerData.superclusterUrl);
  const options = workerData.options;
  const maxBytes = workerData.maxBytes;
  let version = -1, lng = new Float64Array(0), lat = new Float64Array(0);
  let sets = new Map(), bytes = 0;
  const queries = [], prebuilds = [];
  // the partners of each filter set whose prebuild is queued: a query for it builds it at once from them
  const queuedSlots = new Map();
  let scheduled = false;

  const build = (key, slots) => {
    const started = performance.now();
    let minLng = Infinity, minLat = Infinity, maxLng = -Infinity, maxLat = -Infinity;
    const points = new Array(slots.length);
    for (let i = 0; i < slots.length; i++) {
      const x = lng[slots[i]], y = lat[slots[i]];
      if (x < minLng) minLng = x; if (x > maxLng) maxLng = x; if (y < minLat) minLat = y; if (y > maxLat) maxLat = y;
      // the least supercluster reads: the position, and the id it answers for a partner alone
      points[i] = { id: i, geometry: { coordinates: [x, y] } };
    }
    const index = new Supercluster(options).load(points);
    const set = { index, slots, extent: slots.length ? [minLng, minLat, maxLng, maxLat] : null, bytes: 1024 + slots.length * workerData.bytesPerPartner };
    sets.set(key, set);
    bytes += set.bytes;
    for (const [oldKey, old] of sets) {
      if (bytes <= maxBytes || oldKey === key) break;
      sets.delete(oldKey);
      bytes -= old.bytes;
      parentPort.postMessage({ type: 'evicted', version, key: oldKey });
    }
    return { set, ms: performance.now() - started };
  };
  const coordinate = (n) => String(Math.round(n * 1e5) / 1e5);
  const use = (key) => {
    const set = sets.get(key);
    if (set) { sets.delete(key); sets.set(key, set); }
    return set;
  };

  const answer = (m) => {
    if (m.version !== version) return parentPort.postMessage({ id: m.id, stale: true });
    let set = use(m.key);
    if (!set) {
      const slots = m.slots || queuedSlots.get(m.key);
      if (!slots) return parentPort.postMessage({ id: m.id, missing: true });
      queuedSlots.delete(m.key);
      set = build(m.key, slots).set;
    }
    // the clusters as the answer's JSON text (one string to send, nothing for the main thread to build), the
    // partners alone as read-model slots
    let clusters = '';
    const leaves = [];
    for (const f of set.index.getClusters(m.bbox, m.zoom)) {
      const p = f.properties;
      const c = f.geometry.coordinates;
      if (p && p.cluster)
        clusters += (clusters ? ',' : '') + '{"id":' + p.cluster_id + ',"count":' + p.point_count + ',"addressPosition":{"latitude":' +
          coordinate(c[1]) + ',"longitude":' + coordinate(c[0]) + '},"expansionZoom":' + set.index.getClusterExpansionZoom(p.cluster_id) + '}';
      else leaves.push(set.slots[f.id]);
    }
    parentPort.postMessage({ id: m.id, clusters, leaves, total: set.slots.length, extent: set.extent });
  };

  const work = () => {
    scheduled = false;
    const m = queries.shift() || prebuilds.shift();
    if (!m) return;
    try {
      if (m.type === 'query') answer(m);
      else if (m.version === version && !sets.has(m.key) && queuedSlots.has(m.key)) {
        queuedSlots.delete(m.key);
        const { ms } = build(m.key, m.slots);
        parentPort.postMessage({ type: 'built', version, key: m.key, ms });
      }
    } catch (error) {
      if (m.type === 'query') parentPort.postMessage({ id: m.id, error: String(error && error.stack || error) });
    }
    schedule();
  };
  const schedule = () => {
    if (scheduled || (queries.length === 0 && prebuilds.length === 0)) return;
    scheduled = true;
    setImmediate(work);
  };

  parentPort.on('message', (m) => {
    if (m.type === 'version') {
      version = m.version; lng = m.lng; lat = m.lat; sets = new Map(); bytes = 0; prebuilds.length = 0; queuedSlots.clear();
      return;
    }
    if (m.type === 'query') queries.push(m);
    else {
      prebuilds.push(m);
      queuedSlots.set(m.key, m.slots);
    }
    schedule();
  });
  parentPort.postMessage({ type: 'ready' });
})();
`;

/** `clusters`: the clusters' JSON objects, comma-separated; `leaves`: the read-model slots of the partners alone. */
type ClusterAnswer = { clusters: string; leaves: number[]; total: number; extent: [number, number, number, number] | null };
type Pending = { resolve: (answer: ClusterAnswer) => void; reject: (error: Error) => void; retry: () => void };

/**
 * The partners of a filter set with coordinates, as read-model slots (what the worker clusters). `openAt`:
 * only those open at that moment ("Aberto agora").
 */
export const clusterSlotsOf = (state: DirectoryState, filters: TPartnerFilters, openAt?: Date): Int32Array => {
  const f = compileFilter(state, filters, { openAt });
  const slots: number[] = [];
  if (!f.none) {
    const { list, from, to, exact } = candidatesOf(state, f);
    for (let i = from; i < to; i++) {
      const slot = list[i]!;
      if (state.hasPosition(slot) && (exact || matches(state, f, slot))) slots.push(slot);
    }
  }
  return Int32Array.from(slots);
};

/** Two 32-bit hashes (FNV-1a and a multiplicative one) and the length of a slot list: names an "open now" set by its content. */
export const slotsDigest = (slots: Int32Array): string => {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < slots.length; i++) {
    const v = slots[i]!;
    a = Math.imul(a ^ v, 0x01000193);
    b = Math.imul(b ^ (v + 0x9e3779b9), 0x85ebca6b) ^ (b >>> 13);
  }
  return `${slots.length}.${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
};

/**
 * The map's clusters from the worker thread: `json(state, query)` answers GET /listfiltred/map like
 * partnerMapJson() did on the main thread. The worker gets each read-model version's coordinates once,
 * each filter set's partners with its first query, and builds the sets everyone uses (the whole network,
 * each line, the assistance points) ahead of the first visitor after every change.
 */
export const createClusterWorker = ({ log }: { log: FastifyBaseLogger }) => {
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let version = -1;
  let sentKeys = new Set<string>();
  // "Aberto agora": the content key of each filter set's open partners at `openMinute` (openSet())
  let openMinute = -1;
  let openKeys = new Map<string, string>();
  // set only when a worker fails before it is ready (it would fail again): the map answers the error from then on
  let failure: Error | null = null;
  let closing = false;
  let restarts = 0;

  const onMessage = (
    message: {
      id?: number;
      type?: string;
      version?: number;
      key?: string;
      ms?: number;
      missing?: boolean;
      stale?: boolean;
      error?: string;
    } & Partial<ClusterAnswer>,
  ) => {
    if (message.type === 'evicted') {
      if (message.version === version) sentKeys.delete(message.key!);
      return;
    }
    if (message.type === 'built') return;
    if (message.id === undefined) return;
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    if (message.missing || message.stale) request.retry();
    else if (message.error) request.reject(new Error(message.error));
    else request.resolve(message as ClusterAnswer);
  };

  /**
   * A clustering thread. When it dies after starting (an error, out of memory), the requests it held fail and a
   * new one takes its place: it gets the coordinates and each filter set again from the next query, as after a change.
   */
  const spawn = () => {
    const thread = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        superclusterUrl: import.meta.resolve('supercluster'),
        options: { ...CLUSTER_OPTIONS },
        maxBytes: CLUSTER_CACHE_MAX_BYTES,
        bytesPerPartner: CLUSTER_INDEX_BYTES_PER_PARTNER,
      },
    });
    thread.unref();
    let started = false;
    let failed = false;
    const threadReady = new Promise<void>((resolve) => {
      thread.once('message', () => {
        started = true;
        resolve();
      });
    });
    const fail = (error: Error) => {
      if (failed || closing) return;
      failed = true;
      log.error({ err: error }, 'mapa: o processo de agrupamento falhou');
      for (const request of pending.values()) request.reject(error);
      pending.clear();
      if (!started) {
        failure = error;
        return;
      }
      restarts += 1;
      version = -1;
      sentKeys = new Set();
      openMinute = -1;
      openKeys = new Map();
      current = spawn();
      void thread.terminate();
    };
    thread.on('message', onMessage);
    thread.on('error', fail);
    thread.on('exit', (code) => fail(new Error(`o processo de agrupamento terminou (código ${code})`)));
    return { thread, ready: threadReady };
  };
  let current = spawn();

  /** Sends the state's coordinates when the version is new (and prebuilds the common sets). */
  const sync = (state: DirectoryState) => {
    if (state.version === version) return;
    version = state.version;
    sentKeys = new Set();
    openKeys = new Map();
    const lng = Float64Array.from(state.lng);
    const lat = Float64Array.from(state.lat);
    current.thread.postMessage({ type: 'version', version, lng, lat }, [lng.buffer, lat.buffer]);
    const common: TPartnerFilters[] = [{}, ...state.lines.map((line) => ({ line: [line.id] })), { isAssistence: true }];
    for (const filters of common) prebuild(state, filters);
  };

  const prebuild = (state: DirectoryState, filters: TPartnerFilters) => {
    const key = compileFilter(state, filters).key;
    if (sentKeys.has(key)) return key;
    sentKeys.add(key);
    const slots = clusterSlotsOf(state, filters);
    current.thread.postMessage({ type: 'prebuild', version, key, slots }, [slots.buffer as ArrayBuffer]);
    return key;
  };

  /**
   * "Aberto agora": the open partners of a filter set at a minute, named by their content, so the worker builds
   * an index only when the set really changes (at the hours' boundaries), not every minute. One computation per
   * filter set and minute (the slots themselves are transferred to the worker; a lost index recomputes them).
   */
  const openSet = (state: DirectoryState, query: TPartnerMapQuery, at: Date, fresh: boolean): { key: string; slots: Int32Array | null } => {
    const minute = minuteOf(at);
    if (minute !== openMinute) {
      openMinute = minute;
      openKeys = new Map();
    }
    const base = compileFilter(state, query).key;
    const known = fresh ? undefined : openKeys.get(base);
    if (known !== undefined) return { key: known, slots: null };
    const slots = clusterSlotsOf(state, query, at);
    const key = `${base}|open|${slotsDigest(slots)}`;
    openKeys.set(base, key);
    return { key, slots };
  };

  const ask = (state: DirectoryState, query: TPartnerMapQuery, withSlots: boolean, at: Date): Promise<ClusterAnswer> =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      sync(state);
      let key: string;
      let slots: Int32Array | null = null;
      if (query.openNow) ({ key, slots } = openSet(state, query, at, withSlots));
      else key = compileFilter(state, query).key;
      const sendSlots = withSlots || !sentKeys.has(key);
      const id = nextId++;
      pending.set(id, { resolve, reject, retry: () => ask(state, query, true, at).then(resolve, reject) });
      if (sendSlots) {
        sentKeys.add(key);
        slots ??= clusterSlotsOf(state, query, query.openNow ? at : undefined);
        current.thread.postMessage({ type: 'query', id, version, key, slots, bbox: query.bbox, zoom: query.zoom }, [slots.buffer as ArrayBuffer]);
      } else current.thread.postMessage({ type: 'query', id, version, key, bbox: query.bbox, zoom: query.zoom });
    });

  return {
    /** Waits until the unfiltered map of this state is clustered (start: ready before the first visitor); its milliseconds. */
    async warm(state: DirectoryState): Promise<number> {
      await current.ready;
      const started = performance.now();
      await ask(state, { bbox: [-180, -85, 180, 85], zoom: 0 }, false, new Date());
      return Math.round(performance.now() - started);
    },
    /**
     * GET /listfiltred/map as JSON: clusters (count, centre, expansion zoom) and single partners of the view.
     * `at`: the moment openNow is evaluated at.
     */
    async json(state: DirectoryState, query: TPartnerMapQuery, at: Date): Promise<string> {
      const answer = await ask(state, query, false, at);
      const partners = answer.leaves.map((slot) => state.markerJson[slot]!).join(',');
      return `{"clusters":[${answer.clusters}],"partners":[${partners}],"total":${answer.total},"extent":${JSON.stringify(answer.extent ?? null)}}`;
    },
    /** Clustering threads started again after one died (tests, logs). */
    get restarts() {
      return restarts;
    },
    /** The current clustering thread (tests stop it to see the next one take over). */
    get thread() {
      return current.thread;
    },
    close: async () => {
      closing = true;
      await current.thread.terminate();
    },
  };
};
export type ClusterWorker = ReturnType<typeof createClusterWorker>;
