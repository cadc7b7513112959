import autocannon, { type Options } from 'autocannon';
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

/** An autocannon run: a warm-up (discarded) of a fifth of the duration (≥ 1 s), then the measured run. */
export const runLoad = async (options: Options & { duration: number }, warmUp = true): Promise<LoadResult> => {
  if (warmUp) await autocannon({ ...options, duration: Math.max(1, Math.round(options.duration / 5)) });
  const result = await autocannon(options);
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
