import autocannon, { type Options, type Request } from 'autocannon';
import { round } from './stats.ts';

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

let runs = 0;

/**
 * Visitors' addresses (X-Forwarded-For; the bench's servers trust one hop): a run of fixed requests comes
 * from an address of its own, a run of generated requests from 1 000 rotating ones. A campaign's traffic
 * comes from many visitors; without this, every run shares 127.0.0.1's per-IP limit and the later steps of
 * a fast server meet 429s the product would never give them.
 */
const asVisitors = (options: Options): Options => {
  runs += 1;
  const run = runs;
  if (!options.requests) return { ...options, headers: { ...options.headers, 'x-forwarded-for': `10.${run % 250}.0.1` } };
  let next = 0;
  return {
    ...options,
    requests: options.requests.map((request) => ({
      ...request,
      setupRequest: (req: Request, context: unknown) => {
        const prepared = request.setupRequest ? request.setupRequest(req, context) : req;
        next += 1;
        return { ...prepared, headers: { ...prepared.headers, 'x-forwarded-for': `10.${run % 250}.${(next >> 8) & 3}.${next & 255}` } };
      },
    })),
  };
};

/** An autocannon run: a warm-up (discarded) of a fifth of the duration (≥ 1 s), then the measured run. */
export const runLoad = async (options: Options & { duration: number }, warmUp = true): Promise<LoadResult> => {
  if (warmUp) await autocannon(asVisitors({ ...options, duration: Math.max(1, Math.round(options.duration / 5)) }));
  const result = await autocannon(asVisitors(options));
  return {
    requestsPerSecond: round(result.requests.average, 0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
};
