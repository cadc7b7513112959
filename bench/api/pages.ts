/**
 * Server-rendered public pages: a page from the warm page cache under load, and the cache
 * miss a visitor meets on a page nobody asked for since the last change (a partner page, a later page of a
 * city's list, a state with a line filter), timed one at a time, each URL asked once.
 */
import { slugify as slug } from '../../packages/domain/src/validators/slugify.ts';
import { createRandom } from '../../apps/api/src/db/seed/prng.ts';
import { BENCH_CITIES } from '../generate/cities.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { percentile, round } from '../lib/stats.ts';

export type PagesContext = { baseUrl: string; duration: number; connections: number; lineIds: number[]; log: (line: string) => void };

type MissKind = 'partner' | 'cityPage' | 'stateLine';
type MissStats = { samples: number; p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number };

const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

const stats = (times: number[]): MissStats => ({
  samples: times.length,
  p50Ms: round(percentile(times, 50)),
  p95Ms: round(percentile(times, 95)),
  p99Ms: round(percentile(times, 99)),
  maxMs: round(Math.max(...times)),
});

/** Distinct partner page paths: the public list's ids across the whole list (each page rendered once). */
const partnerPaths = async (baseUrl: string, count: number): Promise<string[]> => {
  const first = (await (await fetch(`${baseUrl}/api/companys/listfiltred/open?pageSize=100&pageIndex=0`)).json()) as { total: number };
  const pages = Math.max(1, Math.floor(first.total / 100));
  const random = createRandom(13);
  const paths = new Set<string>();
  for (let attempt = 0; paths.size < count && attempt < count; attempt++) {
    const pageIndex = Math.floor(random.next() * pages);
    const body = (await (await fetch(`${baseUrl}/api/companys/listfiltred/open?pageSize=100&pageIndex=${pageIndex}`)).json()) as {
      data: { id: number; path?: string | null }[];
    };
    const partner = body.data[Math.floor(random.next() * body.data.length)];
    if (partner) paths.add(partner.path ?? `/partnersdetails/${partner.id}`);
  }
  return [...paths];
};

/** Each URL once, one at a time, from the request to the last byte; a non-200 answer fails the step. */
const timeEach = async (baseUrl: string, paths: string[]): Promise<number[]> => {
  const times: number[] = [];
  let visitor = 0;
  for (const path of paths) {
    visitor += 1;
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path}`, {
      headers: { ...BROWSER_HEADERS, 'x-forwarded-for': `10.200.${(visitor >> 8) & 255}.${visitor & 255}` },
      redirect: 'manual',
    });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (response.status !== 200) throw new Error(`${path} respondeu ${response.status}`);
    times.push(elapsed);
  }
  return times;
};

export const benchPages = async (context: PagesContext) => {
  const { baseUrl, log } = context;
  const random = createRandom(7);
  const samples = 300;

  // the misses first, on a page cache that has seen none of these URLs
  const partners = await partnerPaths(baseUrl, samples);
  const big = [...BENCH_CITIES].sort((a, b) => b.population - a.population).slice(0, 10);
  const cityPages: string[] = [];
  for (let page = 2; cityPages.length < samples; page++)
    for (const city of big) if (cityPages.length < samples) cityPages.push(`/${city.uf.toLowerCase()}/${slug(city.city)}?pagina=${page}`);
  const ufs = [...new Set(BENCH_CITIES.map((c) => c.uf.toLowerCase()))];
  const stateLines: string[] = [];
  for (let i = 0; stateLines.length < Math.min(samples, ufs.length * context.lineIds.length * 3); i++) {
    const uf = ufs[i % ufs.length]!;
    const line = context.lineIds[Math.floor(i / ufs.length) % context.lineIds.length]!;
    const assistance = Math.floor(i / (ufs.length * context.lineIds.length)) % 3;
    stateLines.push(`/${uf}?line=${line}${assistance === 1 ? '&isAssistence=true' : assistance === 2 ? '&pagina=2' : ''}`);
  }
  // shuffled together, as visitors would arrive
  const all: { kind: MissKind; path: string }[] = [
    ...partners.map((path) => ({ kind: 'partner' as const, path })),
    ...cityPages.map((path) => ({ kind: 'cityPage' as const, path })),
    ...stateLines.map((path) => ({ kind: 'stateLine' as const, path })),
  ];
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  // a few untimed renders first (the first render of each page kind loads its modules)
  for (const path of ['/ac/rio-branco?pagina=3', '/ac?line=999999', '/partnersdetails/1'])
    await (await fetch(`${baseUrl}${path}`, { headers: BROWSER_HEADERS })).arrayBuffer();
  const times = await timeEach(
    baseUrl,
    all.map((m) => m.path),
  );
  const byKind = (kind: MissKind) => stats(times.filter((_, i) => all[i]!.kind === kind));
  const miss = { all: stats(times), partner: byKind('partner'), cityPage: byKind('cityPage'), stateLine: byKind('stateLine') };
  log(
    `  página não guardada (cada URL uma vez, uma por vez, ${times.length} páginas): p50 ${miss.all.p50Ms} ms, p99 ${miss.all.p99Ms} ms (meta p99 < 50 ms); ` +
      `parceiro p99 ${miss.partner.p99Ms} ms, cidade ?pagina=N p99 ${miss.cityPage.p99Ms} ms, estado com linha p99 ${miss.stateLine.p99Ms} ms`,
  );

  // the warm cache: the same page again and again at 50 connections, as a browser asks for it (br)
  const warm: Record<string, LoadResult> = {};
  for (const path of ['/', `/${big[0]!.uf.toLowerCase()}/${slug(big[0]!.city)}`, partners[0]!]) {
    await fetch(`${baseUrl}${path}`, { headers: BROWSER_HEADERS });
    warm[path] = await runLoad({ url: `${baseUrl}${path}`, connections: context.connections, duration: context.duration, headers: BROWSER_HEADERS });
    log(
      `  página guardada ${path}: ${warm[path].requestsPerSecond} req/s, p99 ${warm[path].p99Ms} ms (meta ≥ 1 000 req/s), não-2xx ${warm[path].non2xx}`,
    );
  }
  return { miss, warm };
};
