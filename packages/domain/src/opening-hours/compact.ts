/**
 * Opening hours as plain data (no zod: the public pages import this): the stored form, the compact form the
 * public answers carry, and the conversions. The schema that validates them is schemas/opening-hours.ts.
 */

/** 'HH:mm'–'HH:mm'; a closing '00:00' is midnight at the end of the day. */
export type TOpeningInterval = { open: string; close: string };
export type TOpeningException = { date: string; closed: boolean; intervals: TOpeningInterval[]; note: string | null };
/** The stored (normalised) opening hours: the seven days in order (0 = Sunday), exceptions by date. */
export type TOpeningHours = { week: { day: number; intervals: TOpeningInterval[] }[]; exceptions: TOpeningException[] };
/**
 * The compact form of the public answers: each day's intervals as one text ('08:00-12:00,13:00-18:00', ''
 * closed), each exception as { date, hours ('' closed), note }. About a fifth of the full form's bytes.
 */
export type TOpeningHoursCompact = { week: string[]; exceptions: { date: string; hours: string; note: string | null }[] };

/** Days of the week, 0 = Sunday … 6 = Saturday (Date#getDay). */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

/** Minutes since midnight of 'HH:mm'; a closing '00:00' is 1440 (the end of the day). */
export const minutesOf = (time: string, closing = false): number => {
  const minutes = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return closing && minutes === 0 ? 1440 : minutes;
};

const intervalsText = (intervals: readonly TOpeningInterval[]): string => intervals.map((i) => `${i.open}-${i.close}`).join(',');
const intervalsOfText = (text: string): TOpeningInterval[] =>
  text === '' ? [] : text.split(',').map((part) => ({ open: part.slice(0, 5), close: part.slice(6, 11) }));

/** Full → compact (the keys in a fixed order: the read model renders it byte for byte like the API). */
export const compactOpeningHours = (hours: TOpeningHours): TOpeningHoursCompact => ({
  week: hours.week.map((day) => intervalsText(day.intervals)),
  exceptions: hours.exceptions.map((e) => ({ date: e.date, hours: e.closed ? '' : intervalsText(e.intervals), note: e.note })),
});

/** Compact → full. */
export const expandOpeningHours = (compact: TOpeningHoursCompact): TOpeningHours => ({
  week: WEEK_DAYS.map((day) => ({ day: day, intervals: intervalsOfText(compact.week[day] ?? '') })),
  exceptions: compact.exceptions.map((e) => ({ date: e.date, closed: e.hours === '', intervals: intervalsOfText(e.hours), note: e.note })),
});
