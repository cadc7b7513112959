import type { TAnalyticsEventInput } from '@rede/domain/schemas/analytics';

/** At most this many events per request (ANALYTICS_BATCH_MAX: the type-only import keeps zod off the public pages). */
export const TRACKER_BATCH_MAX = 50;
/** Queued events are sent at the latest this long after the first of them. */
export const TRACKER_FLUSH_MS = 10_000;

export type TTrackerEnv = {
  /** navigator.sendBeacon, when the browser has it. */
  beacon?: ((url: string, body: string) => boolean) | undefined;
  /** The fallback (fetch with keepalive, so it outlives the page). */
  post: (url: string, body: string) => Promise<unknown>;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

/**
 * The engagement tracker: events queue in memory and leave in one request per batch — when 50 are queued,
 * 10 s after the first one, or when the page is hidden or left — by `navigator.sendBeacon` (a string: sent as
 * text/plain, no preflight), falling back to `fetch(…, { keepalive })`. No cookie, id or position is added:
 * only the event itself. Never throws: analytics must not break a page.
 */
export const createTracker = (url: string, env: TTrackerEnv) => {
  let queue: TAnalyticsEventInput[] = [];
  let timer: unknown = null;

  const send = (events: TAnalyticsEventInput[]) => {
    const body = JSON.stringify({ events });
    try {
      if (env.beacon?.(url, body)) return;
    } catch {
      // a beacon refused (over the browser's quota): the fallback below
    }
    env.post(url, body).catch(() => undefined);
  };

  const flush = () => {
    if (timer !== null) env.clearTimer(timer);
    timer = null;
    while (queue.length > 0) send(queue.splice(0, TRACKER_BATCH_MAX));
  };

  return {
    track(event: TAnalyticsEventInput) {
      try {
        queue.push(event);
        if (queue.length >= TRACKER_BATCH_MAX) flush();
        else if (timer === null) timer = env.setTimer(flush, TRACKER_FLUSH_MS);
      } catch {
        queue = [];
      }
    },
    flush,
    get queued() {
      return queue.length;
    },
  };
};

export type TTracker = ReturnType<typeof createTracker>;
