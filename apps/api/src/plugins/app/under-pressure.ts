import { getHeapStatistics } from 'node:v8';
import underPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { MESSAGES } from '@rede/domain';
import { AppError } from '../../lib/app-error.ts';

export type UnderPressureOptions = {
  /** Mean event-loop delay (ms) past which requests are refused; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Heap in use, as a percentage of the heap's limit, past which requests are refused; 0: not checked. */
  maxHeapUsedPercent: number;
  retryAfterSeconds: number;
  /** How often the event loop and the heap are sampled (tests sample faster). */
  sampleIntervalMs?: number;
};

/**
 * Overload protection (@fastify/under-pressure): while the event loop lags or the heap nears its limit, every request
 * is answered at once with 503, `Retry-After` and the error format, instead of queueing work the server cannot finish
 * in time; a balancer or a client retries later or elsewhere.
 */
export const underPressurePlugin = fp<UnderPressureOptions>(
  async (app, { maxEventLoopDelayMs, maxHeapUsedPercent, retryAfterSeconds, sampleIntervalMs }) => {
    if (maxEventLoopDelayMs <= 0 && maxHeapUsedPercent <= 0) return;
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxHeapUsedBytes: maxHeapUsedPercent > 0 ? Math.floor((getHeapStatistics().heap_size_limit * maxHeapUsedPercent) / 100) : 0,
      ...(sampleIntervalMs ? { sampleInterval: sampleIntervalMs } : {}),
      // the error goes to the central error handler (the error format); the route is not run
      pressureHandler: async (_request, reply) => {
        reply.header('retry-after', String(retryAfterSeconds));
        throw new AppError(503, MESSAGES.errors.serviceUnavailable);
      },
    });
  },
  { name: 'under-pressure' },
);
