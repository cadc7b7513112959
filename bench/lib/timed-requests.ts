import { percentile, round } from './stats.ts';

export type TimedResult = { p50Ms: number; p95Ms: number; p99Ms: number; maxMs: number; samples: number; bytes: number };

/**
 * `samples` sequential GETs of the same URL (after `warmUp` untimed ones), each timed from the request
 * to the last byte of the body; percentiles of those times. Throws on a non-2xx answer.
 */
export const timedRequests = async (url: string, headers: Record<string, string>, samples: number, warmUp = 20): Promise<TimedResult> => {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < warmUp + samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${url} respondeu ${response.status}: ${Buffer.from(body).toString('utf8').slice(0, 300)}`);
    if (i >= warmUp) {
      times.push(elapsed);
      bytes = body.byteLength;
    }
  }
  return {
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(Math.max(...times)),
    samples,
    bytes,
  };
};
