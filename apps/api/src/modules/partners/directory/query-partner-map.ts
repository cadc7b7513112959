import { LRUCache } from 'lru-cache';
import Supercluster from 'supercluster';
import type { TPartnerFilters, TPartnerMapQuery } from '@rede/domain';
import type { DirectoryState } from './directory-state.ts';
import { candidatesOf, compileFilter, matches } from './partner-filter.ts';

/** Clustering: a 60-pixel radius on 256-pixel tiles, clusters up to zoom 16 (from 17 on, every partner alone). */
export const CLUSTER_OPTIONS = { radius: 60, extent: 256, minZoom: 0, maxZoom: 16, minPoints: 2 } as const;
/** Bytes of cluster indexes kept (every filter set's index, least recently used out first). */
export const CLUSTER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Approximate bytes of a supercluster index per point (its levels' Int32 arrays and kd-trees, the original coordinates). */
const CLUSTER_BYTES_PER_POINT = 250;

/** The clusters of one filter set: supercluster over its partners with coordinates; `slots[i]` is the partner of point i. */
export type ClusterSet = { index: Supercluster<null, Record<string, never>>; slots: Int32Array; extent: [number, number, number, number] | null; bytes: number };

/** Every matching partner with coordinates, clustered (supercluster), with the extent of them all. */
export const buildClusterSet = (state: DirectoryState, filters: TPartnerFilters): ClusterSet => {
  const f = compileFilter(state, filters);
  const slots: number[] = [];
  if (!f.none) {
    const { list, from, to, exact } = candidatesOf(state, f);
    for (let i = from; i < to; i++) {
      const slot = list[i]!;
      if (state.hasPosition(slot) && (exact || matches(state, f, slot))) slots.push(slot);
    }
  }
  let [minLng, minLat, maxLng, maxLat] = [Infinity, Infinity, -Infinity, -Infinity];
  const points = slots.map((slot, i) => {
    const lng = state.lng[slot]!;
    const lat = state.lat[slot]!;
    if (lng < minLng) minLng = lng;
    if (lng > maxLng) maxLng = lng;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
    return { type: 'Feature' as const, id: i, properties: null, geometry: { type: 'Point' as const, coordinates: [lng, lat] } };
  });
  const index = new Supercluster<null, Record<string, never>>({ ...CLUSTER_OPTIONS }).load(points);
  return {
    index,
    slots: Int32Array.from(slots),
    extent: slots.length ? [minLng, minLat, maxLng, maxLat] : null,
    bytes: 1024 + slots.length * CLUSTER_BYTES_PER_POINT,
  };
};

/** The cluster indexes of the current read-model version, by filter set (bounded in bytes; emptied by a new version). */
export const createClusterSets = () => {
  let version = -1;
  const cache = new LRUCache<string, ClusterSet>({ max: 512, maxSize: CLUSTER_CACHE_MAX_BYTES, sizeCalculation: (set) => set.bytes });
  return {
    get(state: DirectoryState, filters: TPartnerFilters): ClusterSet {
      if (state.version !== version) {
        cache.clear();
        version = state.version;
      }
      const key = compileFilter(state, filters).key;
      let set = cache.get(key);
      if (!set) {
        set = buildClusterSet(state, filters);
        cache.set(key, set);
      }
      return set;
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
};
export type ClusterSets = ReturnType<typeof createClusterSets>;

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/**
 * GET /companys/listfiltred/map from the read model: the clusters (count, centre, expansion zoom) and
 * single partners of the filter set within the viewport at the zoom, the filter set's total and extent.
 */
export const partnerMapJson = (state: DirectoryState, sets: ClusterSets, query: TPartnerMapQuery): string => {
  const set = sets.get(state, query);
  const clusters: string[] = [];
  const partners: string[] = [];
  for (const feature of set.index.getClusters(query.bbox, query.zoom)) {
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as { cluster?: boolean; cluster_id?: number; point_count?: number } | null;
    if (properties?.cluster) {
      const id = properties.cluster_id!;
      clusters.push(
        `{"id":${id},"count":${properties.point_count},"addressPosition":{"latitude":${round5(lat)},"longitude":${round5(lng)}},"expansionZoom":${set.index.getClusterExpansionZoom(id)}}`,
      );
    } else partners.push(state.markerJson(set.slots[feature.id as number]!));
  }
  return `{"clusters":[${clusters.join(',')}],"partners":[${partners.join(',')}],"total":${set.slots.length},"extent":${set.extent ? JSON.stringify(set.extent) : 'null'}}`;
};
