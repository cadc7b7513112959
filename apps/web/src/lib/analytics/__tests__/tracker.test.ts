import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTracker, TRACKER_BATCH_MAX, TRACKER_FLUSH_MS, type TTrackerEnv } from '../tracker';
import { resetTracker, track } from '../track';

const URL = '/api/analytics/events';

const fakeEnv = (beaconAnswer: boolean | 'none' = true) => {
  const beacons: string[] = [];
  const posts: string[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const env: TTrackerEnv = {
    beacon: beaconAnswer === 'none' ? undefined : (_url, body) => (beacons.push(body), beaconAnswer),
    post: async (_url, body) => posts.push(body),
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  };
  return { env, beacons, posts, timers };
};
const eventsOf = (body: string) => (JSON.parse(body) as { events: unknown[] }).events;

describe('analytics tracker', () => {
  it('queues events and sends them in one beacon 10 s after the first', () => {
    const { env, beacons, timers } = fakeEnv();
    const tracker = createTracker(URL, env);
    tracker.track({ type: 'partner_view', partnerId: 1 });
    tracker.track({ type: 'whatsapp_click', partnerId: 1 });
    expect(beacons).toEqual([]);
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(TRACKER_FLUSH_MS);
    timers[0]!.run();
    expect(beacons.map(eventsOf)).toEqual([
      [
        { type: 'partner_view', partnerId: 1 },
        { type: 'whatsapp_click', partnerId: 1 },
      ],
    ]);
    expect(tracker.queued).toBe(0);
  });

  it('sends at once when 50 are queued, never more than 50 per request', () => {
    const { env, beacons, timers } = fakeEnv();
    const tracker = createTracker(URL, env);
    for (let i = 1; i <= TRACKER_BATCH_MAX + 3; i += 1) tracker.track({ type: 'phone_click', partnerId: i });
    expect(beacons.map((b) => eventsOf(b).length)).toEqual([TRACKER_BATCH_MAX]);
    expect(timers[0]!.cleared).toBe(true);
    tracker.flush();
    expect(beacons.map((b) => eventsOf(b).length)).toEqual([TRACKER_BATCH_MAX, 3]);
  });

  it('falls back to fetch when there is no beacon or the browser refuses it, and sends nothing about the visitor', () => {
    for (const answer of [false, 'none'] as const) {
      const { env, posts } = fakeEnv(answer);
      const tracker = createTracker(URL, env);
      tracker.track({ type: 'search', uf: 'SP', byPosition: true, resultCount: 0 });
      tracker.flush();
      expect(posts.map((p) => JSON.parse(p))).toEqual([{ events: [{ type: 'search', uf: 'SP', byPosition: true, resultCount: 0 }] }]);
    }
  });

  it('never throws, even when sending fails', () => {
    const env: TTrackerEnv = {
      beacon: () => {
        throw new Error('quota');
      },
      post: () => Promise.reject(new Error('offline')),
      setTimer: () => 1,
      clearTimer: () => undefined,
    };
    const tracker = createTracker(URL, env);
    expect(() => {
      tracker.track({ type: 'details_click', partnerId: 2 });
      tracker.flush();
    }).not.toThrow();
  });
});

describe('track() in the page', () => {
  beforeEach(() => {
    resetTracker();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the queue with navigator.sendBeacon when the page is hidden', () => {
    const sendBeacon = vi.fn<(url: string, body: string) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    track({ type: 'directions_click', partnerId: 9 });
    expect(sendBeacon).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]![0]).toBe('/api/analytics/events');
    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({ events: [{ type: 'directions_click', partnerId: 9 }] });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });
});
