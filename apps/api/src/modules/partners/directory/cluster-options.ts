/** Clustering: a 60-pixel radius on 256-pixel tiles, clusters up to zoom 16 (from 17 on, every partner alone). */
export const CLUSTER_OPTIONS = { radius: 60, extent: 256, minZoom: 0, maxZoom: 16, minPoints: 2 } as const;
/**
 * What the worker counts for a filter set's index: about 160 bytes per partner (supercluster 9 keeps each zoom
 * level in Int32Array slabs and KDBush trees; measured in the worker on the bench network: 124 filter sets of
 * 406 000 partners in all took 49 MB of typed arrays and 15 MB of heap).
 */
export const CLUSTER_INDEX_BYTES_PER_PARTNER = 160;
/**
 * Bytes of cluster indexes the worker keeps (every filter set's index, least recently used out first). 64 MB holds
 * the sets the bench's random map views use (the whole network, each line, each state and city); 48 MB made them
 * rebuild over and over.
 */
export const CLUSTER_CACHE_MAX_BYTES = 64 * 1024 * 1024;
