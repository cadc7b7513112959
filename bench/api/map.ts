import { gzipSync } from 'node:zlib';
import { createRandom, type Random } from '../../apps/api/src/db/seed/prng.ts';
import { BENCH_CITIES } from '../generate/cities.ts';
import { runLoad } from '../lib/load.ts';
import { percentile, round } from '../lib/stats.ts';

const MAP = '/api/companys/listfiltred/map';
/** The map's size in CSS pixels on a phone (below the list), a laptop and a large desktop (beside the list). */
const SCREENS = [
  { width: 412, height: 360 },
  { width: 760, height: 630 },
  { width: 1100, height: 950 },
] as const;
const TILE = 256;

export type MapContext = { baseUrl: string; duration: number; connections: number; lineIds: number[]; log: (line: string) => void };

const lngX = (lng: number) => lng / 360 + 0.5;
const latY = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
};
const xLng = (x: number) => (x - 0.5) * 360;
const yLat = (y: number) => (360 * Math.atan(Math.exp(((180 - y * 360) * Math.PI) / 180))) / Math.PI - 90;

/** The request the web map sends for a view: the visible area widened to whole tiles at the zoom. */
export const viewportQuery = (lat: number, lng: number, zoom: number, screen: { width: number; height: number }) => {
  const world = TILE * 2 ** zoom;
  const cx = lngX(lng) * world;
  const cy = latY(lat) * world;
  const clamp = (v: number) => Math.min(world, Math.max(0, v));
  const minX = clamp(Math.floor((cx - screen.width / 2) / TILE) * TILE);
  const maxX = clamp(Math.ceil((cx + screen.width / 2) / TILE) * TILE);
  const minY = clamp(Math.floor((cy - screen.height / 2) / TILE) * TILE);
  const maxY = clamp(Math.ceil((cy + screen.height / 2) / TILE) * TILE);
  const r = (n: number) => Math.round(n * 1e6) / 1e6;
  const bbox = [r(xLng(minX / world)), r(Math.max(-85.0511, yLat(maxY / world))), r(xLng(maxX / world)), r(Math.min(85.0511, yLat(minY / world)))];
  return `bbox=${bbox.join(',')}&zoom=${zoom}`;
};

/** A random view of the map: a screen size, a zoom (3–18), near a real city (or anywhere in Brazil), and the home's filters sometimes. */
export const randomMapPath = (random: Random, lineIds: readonly number[]): string => {
  const city = random.pick(BENCH_CITIES);
  const zoom = random.int(3, 18);
  const spread = 4 / 2 ** Math.max(0, zoom - 6);
  const lat = random.chance(0.85) ? city.latitude + (random.next() - 0.5) * spread : -30 + random.next() * 32;
  const lng = random.chance(0.85) ? city.longitude + (random.next() - 0.5) * spread : -70 + random.next() * 34;
  const filters: string[] = [];
  const roll = random.next();
  if (roll < 0.15) filters.push(`uf=${city.uf}`);
  else if (roll < 0.25) filters.push(`uf=${city.uf}`, `city=${encodeURIComponent(city.city)}`);
  else if (roll < 0.35) filters.push(`line=${random.pick(lineIds)}`);
  else if (roll < 0.4) filters.push('isAssistence=true');
  return `${MAP}?${[...filters, viewportQuery(lat, lng, zoom, random.pick(SCREENS))].join('&')}`;
};

/**
 * The clustered map: a stream of random views (screen sizes, zooms, places, some filters) under load,
 * and the size of the answers (gzip, as sent to browsers) over a sample of views plus the densest ones.
 */
export const benchMapClusters = async (context: MapContext) => {
  // sizes: 400 random views, and every zoom over São Paulo (the densest city) on the largest screen
  const random = createRandom(11);
  const sp = BENCH_CITIES.find((c) => c.city === 'São Paulo')!;
  const paths = [
    ...Array.from({ length: 400 }, () => randomMapPath(random, context.lineIds)),
    ...Array.from({ length: 16 }, (_, i) => `${MAP}?${viewportQuery(sp.latitude, sp.longitude, i + 3, SCREENS[2])}`),
  ];
  const sizes: number[] = [];
  let largest = { path: '', gzipBytes: 0, items: 0 };
  for (const path of paths) {
    const response = await fetch(`${context.baseUrl}${path}`);
    const text = await response.text();
    if (!response.ok) throw new Error(`${path} respondeu ${response.status}: ${text.slice(0, 300)}`);
    const gzipBytes = gzipSync(text, { level: 6 }).byteLength;
    sizes.push(gzipBytes);
    if (gzipBytes > largest.gzipBytes) {
      const body = JSON.parse(text) as { clusters: unknown[]; partners: unknown[] };
      largest = { path, gzipBytes, items: body.clusters.length + body.partners.length };
    }
  }
  const sizeKb = {
    p50: round(percentile(sizes, 50) / 1024, 1),
    p99: round(percentile(sizes, 99) / 1024, 1),
    max: round(Math.max(...sizes) / 1024, 1),
  };
  context.log(
    `  tamanho (gzip) de ${paths.length} respostas: p50 ${sizeKb.p50} KB, p99 ${sizeKb.p99} KB, máximo ${sizeKb.max} KB (${largest.items} itens: ${largest.path})`,
  );

  const stream = createRandom(13);
  const seen = new Set<string>();
  let count = 0;
  const load = await runLoad({
    url: context.baseUrl,
    connections: context.connections,
    duration: context.duration,
    timeout: 60,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = randomMapPath(stream, context.lineIds);
          seen.add(path);
          count += 1;
          return { ...request, path };
        },
      },
    ],
  });
  const distinctShare = round(seen.size / Math.max(1, count), 3);
  context.log(
    `  vistas aleatórias: ${load.requestsPerSecond} req/s p50 ${load.p50Ms} ms p99 ${load.p99Ms} ms (${Math.round(distinctShare * 100)} % distintas; ${load.non2xx} não-2xx, ${load.errors} erros)`,
  );
  return { sizeKb, largest, random: { ...load, distinctShare } };
};
