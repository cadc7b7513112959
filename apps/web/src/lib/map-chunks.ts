/**
 * `data-loads` names index.html's `<template>` of the map's `<link rel="modulepreload">`s (vite.config.ts,
 * mapChunksTemplate): the page's start script (@rede/domain/page-start) puts them into <head> when a button carrying it
 * is tapped before the app has hydrated, or at once when an element carrying it shows (the map beside the list).
 */
export const MAP_CHUNKS = { 'data-loads': 'rp-map-chunks' } as const;
