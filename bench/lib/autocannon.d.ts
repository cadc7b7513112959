/** The part of autocannon 9 the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    /** Requests per second from all connections together (autocannon's `overallRate`). */
    overallRate?: number;
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: (Request & { setupRequest?: (request: Request, context: unknown) => Request })[];
  };
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p97_5: number;
    p99: number;
  };
  type Result = {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    '2xx': number;
    statusCodeStats?: Record<string, { count: number }>;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result, Request };
}
