/**
 * Open or closed, and until when, computed on the partner's own clock (its time zone, local-time.ts), with
 * its weekly hours, its exceptions for dates and Brazil's national holidays (closed unless an exception of
 * that date says otherwise). Pure: the moment is a parameter (tests fix it; the API and the web pass now).
 */
import { minutesOf, type TOpeningException, type TOpeningHours } from './compact.ts';
import { nationalHoliday } from './holidays.ts';
import { addDays, localTime, weekdayOf, type TLocalTime } from './local-time.ts';

/** How far ahead the next opening is looked for (a partner closed longer than that: "Fechado"). */
const OPENING_HORIZON_DAYS = 31;
/** How far ahead the closing is looked for (open all the time: "24 horas"). */
const CLOSING_HORIZON_DAYS = 7;

/** A day's hours: intervals in minutes [open, close) (close 1440 = midnight), and why they differ from the week. */
export type TDayHours = { date: string; intervals: [number, number][]; holiday: string | null; exception: TOpeningException | null };

/** The hours of one calendar day: its exception, else closed on a national holiday, else the weekday's intervals. */
export const dayHours = (hours: TOpeningHours, date: string): TDayHours => {
  const holiday = nationalHoliday(date);
  const exception = hours.exceptions.find((e) => e.date === date) ?? null;
  const intervals = exception ? exception.intervals : holiday ? [] : (hours.week[weekdayOf(date)]?.intervals ?? []);
  return { date, intervals: intervals.map((i) => [minutesOf(i.open), minutesOf(i.close, true)]), holiday, exception };
};

/** A moment of the days ahead: `dayOffset` days after today (0 today), `minutes` since that day's midnight. */
export type TMoment = { dayOffset: number; date: string; weekday: number; minutes: number };

export type TOpenStatus =
  | { open: true; /** null: open through the next seven days (24 hours). */ closes: TMoment | null }
  | {
      open: false;
      /** null: no opening within a month. */
      opens: TMoment | null;
      /** Today has no hours at all because of a holiday or an exception (the reason is shown). */
      closedAllDay: boolean;
      holiday: string | null;
      exception: TOpeningException | null;
    };

const momentOf = (today: string, dayOffset: number, minutes: number): TMoment => {
  const date = addDays(today, dayOffset);
  return { dayOffset, date, weekday: weekdayOf(date), minutes };
};

/** Whether the partner is open at this local time. */
export const isOpenAtLocal = (hours: TOpeningHours, local: TLocalTime): boolean =>
  dayHours(hours, local.date).intervals.some(([open, close]) => local.minutes >= open && local.minutes < close);

/** Whether the partner (its hours, its zone) is open at `at`. */
export const isOpenAt = (hours: TOpeningHours, timeZone: string, at: Date): boolean => isOpenAtLocal(hours, localTime(at, timeZone));

/** Open now and until when, or closed and when it opens, at `at` on the clocks of `timeZone`. */
export const openStatus = (hours: TOpeningHours, timeZone: string, at: Date): TOpenStatus => {
  const now = localTime(at, timeZone);
  const today = dayHours(hours, now.date);
  const current = today.intervals.find(([open, close]) => now.minutes >= open && now.minutes < close);
  if (current) {
    // the closing: the end of this interval, unless it runs into the next day's interval starting at midnight
    let close = current[1];
    for (let offset = 0; offset < CLOSING_HORIZON_DAYS; offset++) {
      if (close < 1440) return { open: true, closes: momentOf(now.date, offset, close) };
      const next = dayHours(hours, addDays(now.date, offset + 1)).intervals[0];
      if (!next || next[0] !== 0) return { open: true, closes: momentOf(now.date, offset, 1440) };
      close = next[1];
    }
    return { open: true, closes: null };
  }
  const closedAllDay = today.intervals.length === 0 && (today.holiday !== null || today.exception !== null);
  const closed = {
    open: false as const,
    closedAllDay,
    holiday: closedAllDay ? today.holiday : null,
    exception: closedAllDay ? today.exception : null,
  };
  const later = today.intervals.find(([open]) => open > now.minutes);
  if (later) return { ...closed, opens: momentOf(now.date, 0, later[0]) };
  for (let offset = 1; offset <= OPENING_HORIZON_DAYS; offset++) {
    const first = dayHours(hours, addDays(now.date, offset)).intervals[0];
    if (first) return { ...closed, opens: momentOf(now.date, offset, first[0]) };
  }
  return { ...closed, opens: null };
};
