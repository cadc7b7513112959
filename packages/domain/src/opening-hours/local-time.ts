/** Wall-clock time in an IANA time zone through Intl (no time-zone library: the runtimes carry the tz database). */
import { zonedDateParts } from '../validators/date-parts.ts';

/** A moment as read on a zone's clocks: its calendar day, weekday (0 = Sunday) and minutes since midnight. */
export type TLocalTime = { date: string; weekday: number; minutes: number };

const pad = (n: number) => String(n).padStart(2, '0');

/** The UTC weekday of a 'yyyy-MM-dd' civil date (0 = Sunday). */
export const weekdayOf = (date: string): number =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))).getUTCDay();

/** 'yyyy-MM-dd' plus `days` calendar days. */
export const addDays = (date: string, days: number): string => {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days));
  return d.toISOString().slice(0, 10);
};

/** What the clocks of `timeZone` show at `at`. */
export const localTime = (at: Date, timeZone: string): TLocalTime => {
  const parts = zonedDateParts(at, timeZone);
  const date = `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
  return { date, weekday: weekdayOf(date), minutes: parts.hour * 60 + parts.minute };
};
