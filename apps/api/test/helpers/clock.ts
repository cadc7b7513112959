import type { Clock } from '../../src/lib/clock.ts';

export type TestClock = Clock & { advance(ms: number): void; set(date: Date): void };

/** A clock tests move by hand (no sleeping). */
export const createTestClock = (start: Date = new Date()): TestClock => {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
};
