import { createRandom } from '../../apps/api/src/db/seed/prng.ts';
import { BENCH_CITIES } from '../generate/cities.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { readCpuMs } from '../lib/server.ts';
import { round } from '../lib/stats.ts';
import { randomSearchLoad, type SearchContext } from './search.ts';

const EVENTS = '/api/analytics/events';
/** The load: 2 000 events/s, as batches of 10 at 200 requests/s. */
export const EVENTS_PER_SECOND = 2_000;
const BATCH = 10;
const PARTNER_EVENTS = ['partner_view', 'whatsapp_click', 'phone_click', 'directions_click', 'details_click'] as const;

export type AnalyticsContext = SearchContext & { companies: number; serverPid: number };

/** The body of one beacon: 2 searches and 8 partner events, as the public pages send them (text/plain, like sendBeacon). */
const batches = (companies: number) => {
  const random = createRandom(19);
  return () => {
    const events: unknown[] = [];
    for (let i = 0; i < BATCH; i += 1) {
      if (i < 2) {
        const city = random.pick(BENCH_CITIES);
        const withCity = random.chance(0.5);
        events.push({
          type: 'search',
          uf: city.uf,
          ...(withCity ? { city: city.city } : {}),
          byPosition: random.chance(0.4),
          resultCount: random.chance(0.1) ? 0 : random.int(1, 200),
        });
      } else {
        events.push({ type: random.pick(PARTNER_EVENTS), partnerId: random.int(1, companies) });
      }
    }
    return JSON.stringify({ events });
  };
};

type Figures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number };
const figures = (r: LoadResult): Figures => ({
  requestsPerSecond: r.requestsPerSecond,
  p50Ms: r.p50Ms,
  p99Ms: r.p99Ms,
  requests: r.requests,
  non2xx: r.non2xx,
});

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * The public search's figures must stay within 10 % while the analytics ingestion takes 2 000
 * events/s. The random search stream (the search step's) runs alone and while another load posts batches of 10
 * events at 200 requests/s, alternately (alone, loaded, alone, …: `rounds` loaded runs between `rounds + 1` alone
 * ones), since the machine is shared and drifts; the medians are compared. Ratios: requests/s loaded ÷ alone (target
 * ≥ 0.9) and p99 loaded ÷ alone (target ≤ 1.1).
 */
export const benchAnalytics = async (context: AnalyticsContext & { rounds: number }) => {
  const { log } = context;
  const body = batches(context.companies);
  const warmUp = Math.max(1, Math.round(context.duration / 5));
  const aloneRuns: LoadResult[] = [];
  const loadedRuns: LoadResult[] = [];
  const eventRuns: LoadResult[] = [];
  const alone = async () => {
    const run = (await randomSearchLoad(context)).server;
    aloneRuns.push(run);
    log(`  sozinha: ${run.requestsPerSecond} req/s p50 ${run.p50Ms} ms p99 ${run.p99Ms} ms`);
  };
  await alone();
  for (let round = 0; round < context.rounds; round += 1) {
    const eventsLoad = runLoad(
      {
        url: context.baseUrl,
        connections: 20,
        overallRate: EVENTS_PER_SECOND / BATCH,
        // covers the search load's warm-up and run, started a second later
        duration: warmUp + context.duration + 2,
        requests: [
          {
            method: 'POST',
            path: EVENTS,
            headers: { 'content-type': 'text/plain;charset=UTF-8' },
            setupRequest: (request) => ({ ...request, body: body() }),
          },
        ],
      },
      false,
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const loaded = (await randomSearchLoad(context)).server;
    const events = await eventsLoad;
    loadedRuns.push(loaded);
    eventRuns.push(events);
    log(
      `  com ${events.requestsPerSecond * BATCH} eventos/s: ${loaded.requestsPerSecond} req/s p50 ${loaded.p50Ms} ms p99 ${loaded.p99Ms} ms (eventos: ${events.requestsPerSecond} lotes/s, p99 ${events.p99Ms} ms, ${events.non2xx} não-2xx, ${events.errors} erros)`,
    );
    await alone();
  }
  // the ingestion's own cost, less sensitive to a shared machine than latencies: the server's CPU time per batch
  // under the events load alone (parse, validate, count; the flushes included)
  const cpuBefore = readCpuMs(context.serverPid);
  const eventsOnly = await runLoad(
    {
      url: context.baseUrl,
      connections: 20,
      overallRate: EVENTS_PER_SECOND / BATCH,
      duration: context.duration,
      requests: [
        {
          method: 'POST',
          path: EVENTS,
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
          setupRequest: (request) => ({ ...request, body: body() }),
        },
      ],
    },
    false,
  );
  const cpuMs = readCpuMs(context.serverPid) - cpuBefore;
  const cpuPerBatchUs = round((cpuMs * 1000) / Math.max(1, eventsOnly.requests), 0);
  const coreShare = round((cpuMs / (context.duration * 1000)) * 100, 1);
  log(
    `  só eventos: ${eventsOnly.requestsPerSecond * BATCH} eventos/s, CPU do servidor ${cpuMs} ms em ${context.duration} s = ${cpuPerBatchUs} µs por lote de ${BATCH} (${coreShare} % de um núcleo)`,
  );

  const aloneMedian = { requestsPerSecond: median(aloneRuns.map((r) => r.requestsPerSecond)), p99Ms: median(aloneRuns.map((r) => r.p99Ms)) };
  const loadedMedian = { requestsPerSecond: median(loadedRuns.map((r) => r.requestsPerSecond)), p99Ms: median(loadedRuns.map((r) => r.p99Ms)) };
  const throughputRatio = round(loadedMedian.requestsPerSecond / Math.max(1, aloneMedian.requestsPerSecond), 3);
  const p99Ratio = round(loadedMedian.p99Ms / Math.max(0.1, aloneMedian.p99Ms), 3);
  log(
    `  medianas: sozinha ${aloneMedian.requestsPerSecond} req/s p99 ${aloneMedian.p99Ms} ms; com eventos ${loadedMedian.requestsPerSecond} req/s p99 ${loadedMedian.p99Ms} ms`,
  );
  log(`  razão com/sem eventos: req/s ${throughputRatio} (meta ≥ 0,9), p99 ${p99Ratio} (meta ≤ 1,1)`);
  const eventsPerSecond = Math.min(...eventRuns.map((e) => e.requestsPerSecond)) * BATCH;
  return {
    eventsPerSecondTarget: EVENTS_PER_SECOND,
    events: {
      eventsPerSecond,
      non2xx: eventRuns.reduce((n, e) => n + e.non2xx, 0),
      errors: eventRuns.reduce((n, e) => n + e.errors, 0),
      runs: eventRuns.map(figures),
    },
    alone: { runs: aloneRuns.map(figures), median: aloneMedian },
    withEvents: { runs: loadedRuns.map(figures), median: loadedMedian },
    throughputRatio,
    p99Ratio,
    ingestCpu: { cpuMs, batches: eventsOnly.requests, cpuPerBatchUs, coreSharePercent: coreShare },
  };
};
