/** Wall-clock time in an IANA time zone through Intl (no time-zone library: the runtimes carry the tz database). */

/** A moment as read on a zone's clocks: its calendar day, weekday (0 = Sunday) and minutes since midnight. */
export type TLocalTime = { date: string; weekday: number; minutes: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

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
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(at)) parts[part.type] = part.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const hour = Number(parts.hour) % 24;
  return { date, weekday: weekdayOf(date), minutes: hour * 60 + Number(parts.minute) };
};
