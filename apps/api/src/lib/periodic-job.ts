import type { FastifyInstance } from 'fastify';

export type PeriodicJobOptions<T, O> = {
  /** Names the job in the log of a failed run. */
  name: string;
  /**
   * One run (a timed one, or runNow with `options`). `signal` aborts when the app closes, so a long run can stop
   * at its next step; close waits for it. Running once across instances (an advisory lock, a lease) stays the
   * run's own business: the helper keeps one run at a time in this process.
   */
  run: (signal: AbortSignal, options?: O) => Promise<T>;
  /** Time between the end of one timed run and the start of the next (start() may give another). */
  intervalMs: number;
  /** Before the first timed run, never longer than the interval; default: the interval. */
  initialDelayMs?: number | undefined;
  /** Start the timer when the app is ready and let kick() run; off, the job runs only when called (tests). */
  enabled: boolean;
  /** Run once more on close, after the timer stopped and the run going on ended (to write what is left). */
  runOnClose?: boolean | undefined;
};

export type PeriodicJob<T, O = never> = {
  /** Runs now, or joins the run going on: two runs never overlap in this process. */
  runNow(options?: O): Promise<T>;
  /** Waits for the run going on, then runs: the run sees everything that happened before the call. */
  runFresh(): Promise<T>;
  /** A fresh run soon, in the background (after a write that gave the job work), when enabled and not closing. */
  kick(): void;
  /** (Re)starts the timer, every `intervalMs` (default: the job's). */
  start(intervalMs?: number): void;
  stop(): void;
  readonly isStarted: boolean;
  readonly isRunning: boolean;
};

/**
 * A background job of the app on an unref'd timer (it never keeps the process alive): started when the app is
 * ready, stopped on close, which waits for the run in progress. The next timed run is scheduled when a run ends,
 * so runs never pile up behind a slow one; a failed run is logged with the job's name and the next one still runs.
 */
export const createPeriodicJob = <T, O = never>(app: FastifyInstance, options: PeriodicJobOptions<T, O>): PeriodicJob<T, O> => {
  const closing = new AbortController();
  let running: Promise<T> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const logFailure = (error: unknown) => app.log.error({ err: error, job: options.name }, `falha na tarefa periódica ${options.name}`);
  const afterRunning = async () => {
    while (running) await running.catch(() => undefined);
  };

  const runNow = (runOptions?: O): Promise<T> => {
    running ??= (async () => options.run(closing.signal, runOptions))().finally(() => {
      running = null;
    });
    return running;
  };

  const runFresh = async (): Promise<T> => {
    await afterRunning();
    return runNow();
  };

  const schedule = (delayMs: number, intervalMs: number) => {
    const next = setTimeout(() => {
      void runNow()
        .catch(logFailure)
        .finally(() => {
          // stopped or restarted meanwhile: that call owns the timer now
          if (timer === next) schedule(intervalMs, intervalMs);
        });
    }, delayMs);
    next.unref();
    timer = next;
  };

  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const job: PeriodicJob<T, O> = {
    runNow,
    runFresh,
    kick() {
      if (!options.enabled || closing.signal.aborted) return;
      setImmediate(() => {
        void afterRunning().then(() => (closing.signal.aborted ? undefined : runNow().catch(logFailure)));
      });
    },
    start(intervalMs = options.intervalMs) {
      stop();
      schedule(Math.min(options.initialDelayMs ?? intervalMs, intervalMs), intervalMs);
    },
    stop,
    get isStarted() {
      return timer !== undefined;
    },
    get isRunning() {
      return running !== null;
    },
  };

  app.addHook('onReady', async () => {
    if (options.enabled) job.start();
  });
  app.addHook('onClose', async () => {
    closing.abort();
    stop();
    await afterRunning();
    if (options.runOnClose) await runNow().catch(logFailure);
  });
  return job;
};
