/** createPeriodicJob on a bare Fastify app and fake timers: cadence, no overlap, failures, close. */
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob, type PeriodicJobOptions } from '../src/lib/periodic-job.ts';

/** A promise settled from outside: a run that lasts until the test says so. */
const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const setup = (options: Partial<PeriodicJobOptions<void, never>> & Pick<PeriodicJobOptions<void, never>, 'run'>) => {
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logs.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app: FastifyInstance = Fastify({ logger: { level: 'error', stream } });
  const job = createPeriodicJob(app, { name: 'teste', intervalMs: 1_000, enabled: true, ...options });
  return { app, job, logs };
};

describe('createPeriodicJob', () => {
  let app: FastifyInstance | undefined;

  beforeEach(() => {
    // only the timers of the job: Fastify's own start and close run on real ticks
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app?.close();
    app = undefined;
  });

  it('runs every interval once the app is ready, after the initial delay; disabled, it only runs when called', async () => {
    const run = vi.fn(async () => undefined);
    const built = setup({ run, initialDelayMs: 200 });
    app = built.app;
    expect(built.job.isStarted).toBe(false);
    await app.ready();
    expect(built.job.isStarted).toBe(true);
    await vi.advanceTimersByTimeAsync(199);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);

    const off = setup({ run: vi.fn(async () => undefined), enabled: false });
    await off.app.ready();
    expect(off.job.isStarted).toBe(false);
    off.job.kick();
    await new Promise((resolve) => setImmediate(resolve));
    expect(off.job.isRunning).toBe(false);
    await off.app.close();
  });

  it('never overlaps itself: a slow run delays the next, and runNow joins the run going on', async () => {
    let active = 0;
    let most = 0;
    const runs: ReturnType<typeof deferred>[] = [];
    const run = vi.fn(async () => {
      active += 1;
      most = Math.max(most, active);
      const current = deferred();
      runs.push(current);
      await current.promise.finally(() => {
        active -= 1;
      });
    });
    const built = setup({ run });
    app = built.app;
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    const joined = built.job.runNow();
    expect(run).toHaveBeenCalledTimes(1);
    runs[0]!.resolve();
    await joined;
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    runs[1]!.resolve();
    expect(most).toBe(1);
  });

  it('logs a failed run with the job name and still runs the next one', async () => {
    let calls = 0;
    const run = vi.fn(async () => {
      calls += 1;
      if (calls === 1) throw new Error('banco fora do ar');
    });
    const built = setup({ run });
    app = built.app;
    await app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(built.logs).toHaveLength(1);
    expect(built.logs[0]).toMatchObject({ level: 50, job: 'teste', msg: 'falha na tarefa periódica teste', err: { message: 'banco fora do ar' } });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(built.logs).toHaveLength(1);
  });

  it('stops on close and waits for the run going on, whose signal is aborted', async () => {
    const running = deferred();
    let signal: AbortSignal | undefined;
    const run = vi.fn(async (given: AbortSignal) => {
      signal = given;
      await running.promise;
    });
    const built = setup({ run });
    await built.app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(built.job.isRunning).toBe(true);

    let closed = false;
    const closing = built.app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    expect(signal?.aborted).toBe(true);
    expect(built.job.isStarted).toBe(false);
    running.resolve();
    await closing;
    expect(closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs once more on close when asked, after the run going on', async () => {
    const order: string[] = [];
    const first = deferred();
    const run = vi.fn(async () => {
      order.push('start');
      if (order.length === 1) await first.promise;
      order.push('end');
    });
    const built = setup({ run, runOnClose: true });
    await built.app.ready();
    await vi.advanceTimersByTimeAsync(1_000);
    const closing = built.app.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['start']);
    first.resolve();
    await closing;
    expect(order).toEqual(['start', 'end', 'start', 'end']);
  });

  it('kick runs soon, after the run going on rather than joining it', async () => {
    const first = deferred();
    const run = vi.fn(async () => {
      if (run.mock.calls.length === 1) await first.promise;
    });
    const built = setup({ run, intervalMs: 60_000 });
    app = built.app;
    await app.ready();
    void built.job.runNow();
    built.job.kick();
    await new Promise((resolve) => setImmediate(resolve));
    expect(run).toHaveBeenCalledTimes(1);
    first.resolve();
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(2));
  });
});
