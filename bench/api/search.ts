import { createRandom, type Random } from '../../apps/api/src/db/seed/prng.ts';
import { BENCH_CITIES } from '../generate/cities.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { round } from '../lib/stats.ts';
import { startBareServer } from './bare-server.ts';

const OPEN = '/api/companys/listfiltred/open';
/** Headers of the real answer the bare server repeats. */
const COPIED_HEADERS = ['content-type', 'cache-control', 'etag'];
const KM_PER_DEGREE = 111.32;

export type SearchContext = { baseUrl: string; duration: number; connections: number; lineIds: number[]; log: (line: string) => void };

type RepeatedCase = { name: string; path: string; total: number; bytes: number; server: LoadResult; bare: LoadResult; ratio: number };

const query = (params: Record<string, string | number | undefined>) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** The same query against the server and against a bare node:http server answering the same bytes. */
const repeated = async (context: SearchContext, name: string, path: string): Promise<RepeatedCase> => {
  const response = await fetch(`${context.baseUrl}${path}`);
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${path} respondeu ${response.status}: ${body.toString('utf8').slice(0, 300)}`);
  const total = (JSON.parse(body.toString('utf8')) as { total: number }).total;
  const headers = Object.fromEntries(COPIED_HEADERS.flatMap((h) => (response.headers.get(h) ? [[h, response.headers.get(h)!]] : [])));
  context.log(`  ${name}: ${path} (${total} resultados, ${body.byteLength} bytes)`);
  const load = { connections: context.connections, duration: context.duration };
  const server = await runLoad({ ...load, url: `${context.baseUrl}${path}` });
  const bare = await startBareServer(body, headers);
  let bareResult: LoadResult;
  try {
    bareResult = await runLoad({ ...load, url: `${bare.url}${path}` });
  } finally {
    await bare.close();
  }
  const ratio = round(server.requestsPerSecond / Math.max(1, bareResult.requestsPerSecond), 3);
  context.log(
    `    servidor ${server.requestsPerSecond} req/s p50 ${server.p50Ms} ms p99 ${server.p99Ms} ms | node:http ${bareResult.requestsPerSecond} req/s p99 ${bareResult.p99Ms} ms | razão ${ratio}`,
  );
  return { name, path, total, bytes: body.byteLength, server, bare: bareResult, ratio };
};

/** A visitor somewhere in the country: near a real city (≤ 40 km), 4 decimals. */
const randomPoint = (random: Random) => {
  const city = random.pick(BENCH_CITIES);
  const distance = 40 * Math.sqrt(random.next());
  const angle = random.next() * 2 * Math.PI;
  const lat = city.latitude + (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const lng = city.longitude + (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((city.latitude * Math.PI) / 180));
  return { lat: lat.toFixed(4), lng: lng.toFixed(4) };
};

/** A random search of the public directory: state, city, lines, position and page, each present or not. */
export const randomSearchPath = (random: Random, lineIds: readonly number[]): string => {
  const city = random.pick(BENCH_CITIES);
  const withCity = random.chance(0.5);
  const withUf = withCity || random.chance(0.5);
  const lines = random.chance(0.6) ? random.sample(lineIds, random.int(1, 2)).join(',') : undefined;
  const point = random.chance(0.6) ? randomPoint(random) : undefined;
  return `${OPEN}?${query({
    uf: withUf ? city.uf : undefined,
    city: withCity ? city.city : undefined,
    line: lines,
    isAssistence: random.chance(0.15) ? 'true' : undefined,
    lat: point?.lat,
    lng: point?.lng,
    pageIndex: random.chance(0.3) ? random.int(1, 5) : undefined,
    pageSize: 10,
  })}`;
};

/**
 * The stream of random public searches (seeded: the same requests each run): `connections` connections for
 * `duration` s after a warm-up; with the share of distinct requests (the in-process cache cannot answer most).
 */
export const randomSearchLoad = async (context: Pick<SearchContext, 'baseUrl' | 'connections' | 'duration' | 'lineIds'>, seed = 7) => {
  const random = createRandom(seed);
  const seen = new Set<string>();
  let count = 0;
  const server = await runLoad({
    url: context.baseUrl,
    connections: context.connections,
    duration: context.duration,
    // Queries the cache cannot answer queue up on the embedded database: measure them instead of timing out.
    timeout: 60,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const path = randomSearchPath(random, context.lineIds);
          seen.add(path);
          count += 1;
          return { ...request, path };
        },
      },
    ],
  });
  return { server, seen, count };
};

/**
 * Item 1: the public search. Two repeated queries (state + city + line; distance sort from a point),
 * each beside a bare node:http server answering the same bytes; then a stream of random filter
 * combinations and positions (mostly distinct, so the cache cannot answer most of them).
 */
export const benchSearch = async (context: SearchContext) => {
  const line = context.lineIds[0];
  const filtered = await repeated(context, 'uf + cidade + linha', `${OPEN}?${query({ uf: 'SP', city: 'São Paulo', line, pageSize: 10 })}`);
  const nearest = await repeated(context, 'distância (lat/lng)', `${OPEN}?${query({ lat: -23.5489, lng: -46.6388, pageSize: 10 })}`);

  const { server, seen, count } = await randomSearchLoad(context);
  const distinctShare = round(seen.size / Math.max(1, count), 3);
  context.log(
    `  aleatória: ${server.requestsPerSecond} req/s p50 ${server.p50Ms} ms p99 ${server.p99Ms} ms (${Math.round(distinctShare * 100)} % das requisições distintas; ${server.requests} respostas, ${server.non2xx} não-2xx, ${server.errors} erros, ${server.timeouts} timeouts)`,
  );
  return { repeated: [filtered, nearest], random: { ...server, distinctShare } };
};
