/**
 * The clustering worker thread (cluster-worker.ts starts it): building a filter set's supercluster index (up to a second
 * for the whole network) never stops the main thread answering everyone else. It holds the partners' coordinates of
 * one read-model version and, per filter set, the supercluster index, least recently used out first past `maxBytes`.
 * Queries come before prebuilds. Built as its own entry of the API bundle (dist/cluster-thread.js).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { LRUCache } from 'lru-cache';
import Supercluster, { type Options, type PointFeature } from 'supercluster';

export type Extent = [number, number, number, number];
/** The partners carry no properties into the index: a partner alone is named by its feature id. */
type TNoProps = Record<string, never>;

export type ClusterThreadData = {
  options: Options<TNoProps, TNoProps>;
  /** Bytes of indexes kept, counted `bytesPerPartner` a partner. */
  maxBytes: number;
  bytesPerPartner: number;
};

/** Messages to the thread. */
export type ToClusterThread =
  | { type: 'version'; version: number; lng: Float64Array; lat: Float64Array }
  | { type: 'query'; id: number; version: number; key: string; slots?: Int32Array; bbox: Extent; zoom: number }
  | { type: 'prebuild'; version: number; key: string; slots: Int32Array };

/**
 * Messages from the thread. `answer.clusters`: the clusters' JSON objects, comma-separated (one string to send, nothing
 * for the main thread to build); `leaves`: the read-model slots of the partners alone. `retry`: the query's set is not
 * here (evicted, or never sent) or its version is gone; ask again with the slots.
 */
export type FromClusterThread =
  | { type: 'ready' }
  | { type: 'answer'; id: number; clusters: string; leaves: number[]; total: number; extent: Extent | null }
  | { type: 'retry'; id: number }
  | { type: 'error'; id: number; error: string }
  | { type: 'built'; version: number; key: string; ms: number }
  | { type: 'evicted'; version: number; key: string };

type ClusterSet = { index: Supercluster<TNoProps, TNoProps>; slots: Int32Array; extent: Extent | null; bytes: number };
type Query = Extract<ToClusterThread, { type: 'query' }>;
type Prebuild = Extract<ToClusterThread, { type: 'prebuild' }>;

const port = parentPort!;
const { options, maxBytes, bytesPerPartner } = workerData as ClusterThreadData;
const send = (message: FromClusterThread) => port.postMessage(message);

let version = -1;
let lng: Float64Array = new Float64Array(0);
let lat: Float64Array = new Float64Array(0);
const sets = new LRUCache<string, ClusterSet>({
  maxSize: maxBytes,
  sizeCalculation: (set) => set.bytes,
  // the main thread sends the partners again with the next query of an evicted set
  dispose: (_set, key, reason) => {
    if (reason === 'evict') send({ type: 'evicted', version, key });
  },
});
const queries: Query[] = [];
const prebuilds: Prebuild[] = [];
// the partners of each filter set whose prebuild is queued: a query for it builds it at once from them
const queuedSlots = new Map<string, Int32Array>();
let scheduled = false;

const build = (key: string, slots: Int32Array): { set: ClusterSet; ms: number } => {
  const started = performance.now();
  let minLng = Infinity;
  let minLat = Infinity;
  let maxLng = -Infinity;
  let maxLat = -Infinity;
  const points = new Array<PointFeature<TNoProps>>(slots.length);
  for (let i = 0; i < slots.length; i++) {
    const x = lng[slots[i]!]!;
    const y = lat[slots[i]!]!;
    minLng = Math.min(minLng, x);
    maxLng = Math.max(maxLng, x);
    minLat = Math.min(minLat, y);
    maxLat = Math.max(maxLat, y);
    // only what supercluster reads (the position, and the id it answers for a partner alone): it keeps these objects
    // as long as the index, so nothing more is stored per partner
    points[i] = { id: i, geometry: { coordinates: [x, y] } } as PointFeature<TNoProps>;
  }
  const set: ClusterSet = {
    index: new Supercluster(options).load(points),
    slots,
    extent: slots.length > 0 ? [minLng, minLat, maxLng, maxLat] : null,
    bytes: 1024 + slots.length * bytesPerPartner,
  };
  sets.set(key, set);
  return { set, ms: performance.now() - started };
};

const coordinate = (n: number) => String(Math.round(n * 1e5) / 1e5);

const answer = (m: Query) => {
  if (m.version !== version) return send({ type: 'retry', id: m.id });
  let set = sets.get(m.key);
  if (!set) {
    const slots = m.slots ?? queuedSlots.get(m.key);
    if (!slots) return send({ type: 'retry', id: m.id });
    queuedSlots.delete(m.key);
    set = build(m.key, slots).set;
  }
  const clusters: string[] = [];
  const leaves: number[] = [];
  for (const feature of set.index.getClusters(m.bbox, m.zoom)) {
    const [x, y] = feature.geometry.coordinates as [number, number];
    // a partner alone is the object given above, without properties
    if ((feature.properties as Partial<typeof feature.properties> | undefined)?.cluster) {
      const { cluster_id: id, point_count: count } = feature.properties;
      const expansionZoom = set.index.getClusterExpansionZoom(id);
      clusters.push(
        `{"id":${id},"count":${count},"addressPosition":{"latitude":${coordinate(y)},"longitude":${coordinate(x)}},"expansionZoom":${expansionZoom}}`,
      );
    } else leaves.push(set.slots[feature.id as number]!);
  }
  send({ type: 'answer', id: m.id, clusters: clusters.join(','), leaves, total: set.slots.length, extent: set.extent });
};

const work = () => {
  scheduled = false;
  const m = queries.shift() ?? prebuilds.shift();
  if (!m) return;
  try {
    if (m.type === 'query') answer(m);
    else if (m.version === version && !sets.has(m.key) && queuedSlots.has(m.key)) {
      queuedSlots.delete(m.key);
      send({ type: 'built', version, key: m.key, ms: build(m.key, m.slots).ms });
    }
  } catch (error) {
    if (m.type === 'query') send({ type: 'error', id: m.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
  schedule();
};

const schedule = () => {
  if (scheduled || (queries.length === 0 && prebuilds.length === 0)) return;
  scheduled = true;
  setImmediate(work);
};

port.on('message', (m: ToClusterThread) => {
  if (m.type === 'version') {
    // a new read-model version: every index is of the old coordinates
    sets.clear();
    version = m.version;
    lng = m.lng;
    lat = m.lat;
    prebuilds.length = 0;
    queuedSlots.clear();
    return;
  }
  if (m.type === 'query') queries.push(m);
  else {
    prebuilds.push(m);
    queuedSlots.set(m.key, m.slots);
  }
  schedule();
});
send({ type: 'ready' });
