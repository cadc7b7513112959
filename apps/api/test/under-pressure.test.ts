/** Overload protection: 503 with Retry-After and the error format while the event loop lags or the heap is too full. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import { loadConfig } from '../src/config/env.ts';
import { errorHandlerPlugin } from '../src/plugins/app/error-handler.ts';
import { underPressurePlugin, type UnderPressureOptions } from '../src/plugins/app/under-pressure.ts';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const appWith = async (options: UnderPressureOptions) => {
  app = Fastify();
  await app.register(errorHandlerPlugin);
  await app.register(underPressurePlugin, options);
  app.get('/ping', async () => ({ ok: true }));
  await app.ready();
  return app;
};

const untilUnderPressure = async (instance: FastifyInstance) => {
  const deadline = Date.now() + 10_000;
  while (!instance.isUnderPressure()) {
    if (Date.now() > deadline) throw new Error('never under pressure');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('under pressure', () => {
  it('answers 503 with Retry-After while the event loop lags', async () => {
    const instance = await appWith({ maxEventLoopDelayMs: 1, maxHeapUsedPercent: 0, retryAfterSeconds: 7, sampleIntervalMs: 300 });
    expect((await instance.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    const blockedUntil = Date.now() + 250;
    while (Date.now() < blockedUntil) {
      // the event loop is held: the next sample sees its delay
    }
    await untilUnderPressure(instance);
    const refused = await instance.inject({ method: 'GET', url: '/ping' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: MESSAGES.errors.serviceUnavailable,
      additionalData: null,
    });
  });

  it('answers 503 while the heap in use is past its share of the limit', async () => {
    const instance = await appWith({ maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0.001, retryAfterSeconds: 10, sampleIntervalMs: 20 });
    await untilUnderPressure(instance);
    const refused = await instance.inject({ method: 'GET', url: '/ping' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
  });

  it('is off when both thresholds are 0, and reads its thresholds from the environment with defaults', async () => {
    const instance = await appWith({ maxEventLoopDelayMs: 0, maxHeapUsedPercent: 0, retryAfterSeconds: 10 });
    expect(instance.hasDecorator('isUnderPressure')).toBe(false);
    expect((await instance.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    expect(loadConfig({}).underPressure).toEqual({ maxEventLoopDelayMs: 1_000, maxHeapUsedPercent: 95, retryAfterSeconds: 10 });
    expect(
      loadConfig({
        UNDER_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '250',
        UNDER_PRESSURE_MAX_HEAP_USED_PERCENT: '0',
        UNDER_PRESSURE_RETRY_AFTER_SECONDS: '30',
      }).underPressure,
    ).toEqual({ maxEventLoopDelayMs: 250, maxHeapUsedPercent: 0, retryAfterSeconds: 30 });
  });
});
