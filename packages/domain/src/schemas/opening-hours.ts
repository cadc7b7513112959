/**
 * A partner's opening hours: a week of up to two intervals a day (a lunch break), days without
 * intervals closed, and exceptions for dates (holidays, vacations) with a note. Times are 'HH:mm' in the
 * partner's own time zone (opening-hours/time-zone.ts); a closing '00:00' is midnight at the end of the day
 * ('00:00'–'00:00' is the whole day), so no interval crosses midnight: a night is two days' intervals.
 */
import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../constants.ts';
import { formatMessage, MESSAGES } from '../messages.ts';
import { isValidTime } from '../validators/time.ts';
import { zOptionalString } from './fields.ts';
import { minutesOf, WEEK_DAYS, type TOpeningHours } from '../opening-hours/compact.ts';

export * from '../opening-hours/compact.ts';

const V = MESSAGES.validation;

/** Intervals a day (or an exception's date) may have: one, or two around a lunch break. */
export const OPENING_INTERVALS_MAX = 2;
/** Exceptions kept per partner (past ones can be removed in the form). */
export const OPENING_EXCEPTIONS_MAX = 30;
/** An exception's note ('Feriado municipal', 'Férias coletivas'). */
export const OPENING_NOTE_MAX = 120;

/** A time of the schedule: the spec's HH:mm rule (hour ≤ 23, minute ≤ 59); '00:00' is midnight (allowed). */
const zTime = () =>
  z
    .string({ error: (issue) => (issue.input == null ? V.required : V.time) })
    .trim()
    .min(1, { error: V.required, abort: true })
    .refine((value) => isValidTime(value, false), V.time);

const ZIntervalSchema = z
  .object({ open: zTime(), close: zTime() })
  .refine((i) => minutesOf(i.close, true) > minutesOf(i.open), { error: V.intervalOrder, path: ['close'], when: (p) => parsedTimes(p.value) });

const parsedTimes = (value: unknown): boolean => {
  const v = value as { open?: unknown; close?: unknown } | null;
  return typeof v?.open === 'string' && typeof v.close === 'string' && isValidTime(v.open.trim(), false) && isValidTime(v.close.trim(), false);
};

/** At most two intervals, in order, the second starting after the first closes. */
const zIntervals = () =>
  z
    .array(ZIntervalSchema, { error: V.invalid })
    .max(OPENING_INTERVALS_MAX, formatMessage(V.arrayMax, { max: OPENING_INTERVALS_MAX }))
    .superRefine((intervals, ctx) => {
      for (let i = 1; i < intervals.length; i++) {
        const previous = intervals[i - 1]!;
        if (minutesOf(intervals[i]!.open) < minutesOf(previous.close, true)) {
          ctx.addIssue({ code: 'custom', path: [i, 'open'], message: V.intervalsOverlap });
        }
      }
    });

const ZWeekDaySchema = z.object({
  day: z.number({ error: V.invalid }).int(V.invalid).min(0, V.invalid).max(6, V.invalid),
  intervals: zIntervals(),
});

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'yyyy-MM-dd', a real day between 1900 and 2099. */
export const isValidIsoDate = (value: string): boolean => {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < DATE_MIN_YEAR || year > DATE_MAX_YEAR) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

const ZExceptionSchema = z
  .object({
    date: z
      .string({ error: (issue) => (issue.input == null ? V.required : V.date) })
      .trim()
      .min(1, { error: V.required, abort: true })
      .refine(isValidIsoDate, V.date),
    closed: z.boolean({ error: V.invalid }),
    intervals: zIntervals().default([]),
    note: zOptionalString(OPENING_NOTE_MAX),
  })
  .refine((e) => e.closed || e.intervals.length > 0, {
    error: V.arrayMin,
    path: ['intervals'],
    when: (p) => typeof (p.value as { closed?: unknown })?.closed === 'boolean',
  })
  .transform((e) => ({ date: e.date, closed: e.closed, intervals: e.closed ? [] : e.intervals, note: e.note ?? null }));

/**
 * The opening hours a form or the API sends: `week` lists days (each at most once; a day left out is
 * closed), `exceptions` dates (each at most once). Output normalised: the seven days in order, exceptions
 * by date, notes null when empty.
 */
export const ZOpeningHoursSchema = z
  .object(
    {
      week: z.array(ZWeekDaySchema, { error: V.invalid }).max(7, formatMessage(V.arrayMax, { max: 7 })),
      exceptions: z
        .array(ZExceptionSchema, { error: V.invalid })
        .max(OPENING_EXCEPTIONS_MAX, formatMessage(V.arrayMax, { max: OPENING_EXCEPTIONS_MAX }))
        .default([]),
    },
    { error: V.invalid },
  )
  .superRefine((hours, ctx) => {
    const days = new Set<number>();
    hours.week.forEach((entry, i) => {
      if (days.has(entry.day)) ctx.addIssue({ code: 'custom', path: ['week', i, 'day'], message: V.dayRepeated });
      days.add(entry.day);
    });
    const dates = new Set<string>();
    hours.exceptions.forEach((entry, i) => {
      if (dates.has(entry.date)) ctx.addIssue({ code: 'custom', path: ['exceptions', i, 'date'], message: V.dateRepeated });
      dates.add(entry.date);
    });
  })
  .transform((hours): TOpeningHours => ({
    week: WEEK_DAYS.map((day) => ({ day: day, intervals: hours.week.find((entry) => entry.day === day)?.intervals ?? [] })),
    exceptions: [...hours.exceptions].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  }));

export type TOpeningHoursInput = z.input<typeof ZOpeningHoursSchema>;

const ZIntervalOutSchema = z.object({ open: z.string(), close: z.string() });
/** The normalised hours as the API answers them (no transforms: a response schema). */
export const ZOpeningHoursValueSchema = z.object({
  week: z.array(z.object({ day: z.number().int(), intervals: z.array(ZIntervalOutSchema) })),
  exceptions: z.array(z.object({ date: z.string(), closed: z.boolean(), intervals: z.array(ZIntervalOutSchema), note: z.string().nullable() })),
});

/**
 * The compact form the public answers carry (list, map-free): each day's intervals as one text
 * ('08:00-12:00,13:00-18:00', '' closed), each exception as { date, hours ('' closed), note }.
 * About a fifth of the full form's bytes on every card of the list.
 */
export const ZOpeningHoursCompactSchema = z.object({
  week: z.array(z.string()),
  exceptions: z.array(z.object({ date: z.string(), hours: z.string(), note: z.string().nullable() })),
});

/** A parsed stored value (jsonb) as normalised hours, or null when absent or not valid (never trusted blindly). */
export const openingHoursOrNull = (value: unknown): TOpeningHours | null => {
  if (value === null || value === undefined) return null;
  const parsed = ZOpeningHoursSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : null;
};
