/**
 * A restartable interval that never keeps the process alive (`unref`): the background work of a plugin
 * (scheduled notifications, company imports) starts it when the app is ready and stops it on close.
 */
export type IntervalTimer = {
  /** (Re)starts calling `tick` every `intervalMs` (default: the timer's own). */
  start(intervalMs?: number): void;
  stop(): void;
  readonly isStarted: boolean;
};

export const createIntervalTimer = (tick: () => void, defaultIntervalMs: number): IntervalTimer => {
  let timer: NodeJS.Timeout | null = null;
  return {
    start(intervalMs = defaultIntervalMs) {
      if (timer) clearInterval(timer);
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
    get isStarted() {
      return timer !== null;
    },
  };
};
