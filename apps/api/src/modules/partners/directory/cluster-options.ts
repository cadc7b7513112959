/** Clustering: a 60-pixel radius on 256-pixel tiles, clusters up to zoom 16 (from 17 on, every partner alone). */
export const CLUSTER_OPTIONS = { radius: 60, extent: 256, minZoom: 0, maxZoom: 16, minPoints: 2 } as const;
/**
 * Bytes of cluster indexes the worker keeps (every filter set's index, least recently used out first);
 * an index costs about 330 bytes per partner (measured on the bench network: its point objects and 18 zoom levels of trees, most of them in the last levels where few partners cluster).
 */
export const CLUSTER_CACHE_MAX_BYTES = 128 * 1024 * 1024;
