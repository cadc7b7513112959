import { createRandom } from '../../apps/api/src/db/seed/prng.ts';
import { BENCH_CITIES } from '../generate/cities.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { round } from '../lib/stats.ts';
import { randomSearchLoad, type SearchContext } from './search.ts';

const EVENTS = '/api/analytics/events';
/** The load: 2 000 events/s, as batches of 10 at 200 requests/s. */
export const EVENTS_PER_SECOND = 2_000;
const BATCH = 10;
const PARTNER_EVENTS = ['partner_view', 'whatsapp_click', 'phone_click', 'directions_click', 'details_click'] as const;

export type AnalyticsContext = SearchContext & { companies: number };

/** The body of one beacon: 2 searches and 8 partner events, as the public pages send them (text/plain, like sendBeacon). */
const batches = (companies: number) => {
  const random = createRandom(19);
  return () => {
    const events: unknown[] = [];
    for (let i = 0; i < BATCH; i += 1) {
      if (i < 2) {
        const city = random.pick(BENCH_CITIES);
        const withCity = random.chance(0.5);
        events.push({ type: 'search', uf: city.uf, ...(withCity ? { city: city.city } : {}), byPosition: random.chance(0.4), resultCount: random.chance(0.1) ? 0 : random.int(1, 200) });
      } else {
        events.push({ type: random.pick(PARTNER_EVENTS), partnerId: random.int(1, companies) });
      }
    }
    return JSON.stringify({ events });
  };
};

type Figures = { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; non2xx: number };
const figures = (r: LoadResult): Figures => ({ requestsPerSecond: r.requestsPerSecond, p50Ms: r.p50Ms, p99Ms: r.p99Ms, requests: r.requests, non2xx: r.non2xx });

/**
 * Issue #19 item 3: the public search's figures must stay within 10 % while the analytics ingestion takes 2 000
 * events/s. The random search stream (the search step's) alone, then while another load posts batches of 10 events
 * at 200 requests/s, then alone again (the machine is shared: the baseline is the mean of the two runs around the
 * loaded one). Ratios: requests/s under load ÷ alone (target ≥ 0.9) and p99 under load ÷ alone (target ≤ 1.1).
 */
export const benchAnalytics = async (context: AnalyticsContext) => {
  const { log } = context;
  const before = (await randomSearchLoad(context)).server;
  log(`  busca aleatória sozinha: ${before.requestsPerSecond} req/s p50 ${before.p50Ms} ms p99 ${before.p99Ms} ms`);

  const body = batches(context.companies);
  const warmUp = Math.max(1, Math.round(context.duration / 5));
  const eventsLoad = runLoad(
    {
      url: context.baseUrl,
      connections: 20,
      overallRate: EVENTS_PER_SECOND / BATCH,
      // covers the search load's warm-up and run, started a second later
      duration: warmUp + context.duration + 2,
      requests: [{ method: 'POST', path: EVENTS, headers: { 'content-type': 'text/plain;charset=UTF-8' }, setupRequest: (request) => ({ ...request, body: body() }) }],
    },
    false,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const loaded = (await randomSearchLoad(context)).server;
  const events = await eventsLoad;
  log(`  busca aleatória com ${EVENTS_PER_SECOND} eventos/s: ${loaded.requestsPerSecond} req/s p50 ${loaded.p50Ms} ms p99 ${loaded.p99Ms} ms`);
  log(
    `  eventos: ${events.requestsPerSecond} req/s × ${BATCH} = ${events.requestsPerSecond * BATCH} eventos/s, p99 ${events.p99Ms} ms (${events.requests} lotes, ${events.non2xx} não-2xx, ${events.errors} erros)`,
  );

  const after = (await randomSearchLoad(context)).server;
  log(`  busca aleatória sozinha de novo: ${after.requestsPerSecond} req/s p50 ${after.p50Ms} ms p99 ${after.p99Ms} ms`);
  const alone = { requestsPerSecond: round((before.requestsPerSecond + after.requestsPerSecond) / 2, 0), p99Ms: round((before.p99Ms + after.p99Ms) / 2, 1) };
  const throughputRatio = round(loaded.requestsPerSecond / Math.max(1, alone.requestsPerSecond), 3);
  const p99Ratio = round(loaded.p99Ms / Math.max(0.1, alone.p99Ms), 3);
  log(`  razão com/sem eventos: req/s ${throughputRatio} (meta ≥ 0,9), p99 ${p99Ratio} (meta ≤ 1,1)`);
  return {
    eventsPerSecondTarget: EVENTS_PER_SECOND,
    events: { ...figures(events), eventsPerSecond: events.requestsPerSecond * BATCH, errors: events.errors },
    alone: { before: figures(before), after: figures(after), mean: alone },
    withEvents: figures(loaded),
    throughputRatio,
    p99Ratio,
  };
};
