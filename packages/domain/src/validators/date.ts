import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../constants.ts';
import { applyMask } from './apply-mask.ts';
import { datePartsOf, localDateFromParts, partsToDateText, toDate } from './date-parts.ts';
import { onlyDigits } from './only-digits.ts';

const DATE_TEXT = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses 'dd/MM/yyyy' into a local Date at midnight; null when malformed, not a real day or year < 1000. */
export const parseDate = (value: string | null | undefined): Date | null => {
  const m = DATE_TEXT.exec((value ?? '').trim());
  if (!m) return null;
  const year = Number(m[3]);
  if (year < 1000) return null;
  return localDateFromParts({ year, month: Number(m[2]), day: Number(m[1]), hour: 0, minute: 0 });
};

const inYearRange = (d: Date): boolean => d.getFullYear() >= DATE_MIN_YEAR && d.getFullYear() <= DATE_MAX_YEAR;

/** 'dd/MM/yyyy', a real day between 1900 and 2099. */
export const isValidDate = (value: string | null | undefined): boolean => {
  const d = parseDate(value);
  return d !== null && inYearRange(d);
};

/** Future-only variant: a real day from today on (and up to 2099). */
export const isValidFutureDate = (value: string | null | undefined, now: Date = new Date()): boolean => {
  const d = parseDate(value);
  if (d === null || d.getFullYear() > DATE_MAX_YEAR) return false;
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return d.getTime() >= today.getTime();
};

/** Displays a Date, epoch or ISO string as 'dd/MM/yyyy' (local zone or `timeZone`); '' when empty or invalid. */
export const formatDate = (value: Date | string | number | null | undefined, timeZone?: string): string => {
  if (typeof value === 'string' && DATE_TEXT.test(value)) return value;
  // a calendar date names its day in every zone: shown as it is, never shifted by `timeZone`
  const isoDay = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (isoDay) return toDate(value) ? `${isoDay[3]}/${isoDay[2]}/${isoDay[1]}` : '';
  const d = toDate(value);
  return d ? partsToDateText(datePartsOf(d, timeZone)) : '';
};

/** 'dd/MM/yyyy' → 'yyyy-MM-dd', or null when not a valid date. */
export const toIsoDate = (value: string | null | undefined): string | null => {
  const m = DATE_TEXT.exec((value ?? '').trim());
  return m && parseDate(value) ? `${m[3]}-${m[2]}-${m[1]}` : null;
};

/** Masks a (partial) date while typing: dd/MM/yyyy. */
export const maskDate = (value: string | null | undefined): string => applyMask(onlyDigits(value).slice(0, 8), '##/##/####');
