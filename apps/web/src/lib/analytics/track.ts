import type { TAnalyticsEventInput } from '@rede/domain/schemas/analytics';
import { API_BASE_URL } from '@/lib/api-client';
import { createTracker, type TTracker } from './tracker';

let tracker: TTracker | null = null;

/** The page's tracker, made on the first event (in the browser only: the server's render never gets here). */
const browserTracker = (): TTracker => {
  if (tracker) return tracker;
  const made = createTracker(`${API_BASE_URL}/analytics/events`, {
    beacon: typeof navigator.sendBeacon === 'function' ? (url, body) => navigator.sendBeacon(url, body) : undefined,
    post: (url, body) => fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', headers: { 'Content-Type': 'application/json' } }),
    setTimer: (run, ms) => window.setTimeout(run, ms),
    clearTimer: (timer) => window.clearTimeout(timer as number),
  });
  // the page hidden (tab switched, app closed on a phone) or left: what is queued goes now
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') made.flush();
  });
  window.addEventListener('pagehide', () => made.flush());
  tracker = made;
  return made;
};

/**
 * Records an anonymous engagement event of the public pages (a search, a partner page viewed, a contact
 * clicked). Call it from effects and event handlers only; does nothing outside a browser, never throws.
 */
export const track = (event: TAnalyticsEventInput): void => {
  if (typeof window === 'undefined' || typeof document === 'undefined') return;
  try {
    browserTracker().track(event);
  } catch {
    // analytics never break a page
  }
};

/** Tests: forget the page's tracker. */
export const resetTracker = (): void => {
  tracker = null;
};
