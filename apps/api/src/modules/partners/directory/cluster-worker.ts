import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { TPartnerFilters, TPartnerMapQuery } from '@rede/domain';
import type { DirectoryState } from './directory-state.ts';
import { candidatesOf, compileFilter, matches } from './partner-filter.ts';
import { minuteOf } from './open-now.ts';
import { CLUSTER_OPTIONS, CLUSTER_CACHE_MAX_BYTES, CLUSTER_INDEX_BYTES_PER_PARTNER } from './cluster-options.ts';
import type { ClusterThreadData, FromClusterThread, ToClusterThread } from './cluster-thread.ts';

/**
 * Starts the thread's module: the bundle's own entry (dist/cluster-thread.js), or, running from the TypeScript source
 * (tests, development), the source imported through tsx's API (a worker's entry does not go through `--import` hooks).
 */
const startThread = (workerData: ClusterThreadData): Worker => {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./cluster-thread.js', import.meta.url), { workerData });
  const source = JSON.stringify(new URL('./cluster-thread.ts', import.meta.url).href);
  return new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${source}, ${source}))`, { eval: true, workerData });
};

type ClusterAnswer = Extract<FromClusterThread, { type: 'answer' }>;
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

  const onMessage = (message: FromClusterThread) => {
    if (message.type === 'evicted') {
      if (message.version === version) sentKeys.delete(message.key);
      return;
    }
    if (message.type === 'ready' || message.type === 'built') return;
    const request = pending.get(message.id);
    if (!request) return;
    pending.delete(message.id);
    if (message.type === 'retry') request.retry();
    else if (message.type === 'error') request.reject(new Error(message.error));
    else request.resolve(message);
  };
  const post = (thread: Worker, message: ToClusterThread, transfer: ArrayBuffer[] = []) => thread.postMessage(message, transfer);

  /**
   * A clustering thread. When it dies after starting (an error, out of memory), the requests it held fail and a
   * new one takes its place: it gets the coordinates and each filter set again from the next query, as after a change.
   */
  const spawn = () => {
    const workerData: ClusterThreadData = {
      options: { ...CLUSTER_OPTIONS },
      maxBytes: CLUSTER_CACHE_MAX_BYTES,
      bytesPerPartner: CLUSTER_INDEX_BYTES_PER_PARTNER,
    };
    const thread = startThread(workerData);
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
    post(current.thread, { type: 'version', version, lng, lat }, [lng.buffer, lat.buffer]);
    const common: TPartnerFilters[] = [{}, ...state.lines.map((line) => ({ line: [line.id] })), { isAssistence: true }];
    for (const filters of common) prebuild(state, filters);
  };

  const prebuild = (state: DirectoryState, filters: TPartnerFilters) => {
    const key = compileFilter(state, filters).key;
    if (sentKeys.has(key)) return key;
    sentKeys.add(key);
    const slots = clusterSlotsOf(state, filters);
    post(current.thread, { type: 'prebuild', version, key, slots }, [slots.buffer as ArrayBuffer]);
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
        post(current.thread, { type: 'query', id, version, key, slots, bbox: query.bbox, zoom: query.zoom }, [slots.buffer as ArrayBuffer]);
      } else post(current.thread, { type: 'query', id, version, key, bbox: query.bbox, zoom: query.zoom });
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
