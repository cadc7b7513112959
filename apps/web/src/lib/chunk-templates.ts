/**
 * `data-loads` names one of index.html's `<template>`s of `<link rel="modulepreload">`s (vite.config.ts,
 * chunkTemplates): the page's start script (@rede/domain/page-start) puts its tags into <head> when a button carrying
 * it is tapped before the app has hydrated, or, for another element, once the page has painted if that element shows.
 */
/** The map's code (Leaflet, the map, its CSS): on 'Mapa' (a phone) and on the map beside the list (a wide screen). */
export const LOADS_MAP = { 'data-loads': 'rp-map-chunks' } as const;
/** The parts a server-rendered directory page loads before it hydrates (preloadServerRenderedChunks). */
export const LOADS_DIRECTORY_PARTS = { 'data-loads': 'rp-directory-parts' } as const;
