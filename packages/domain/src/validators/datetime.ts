import { DATE_MAX_YEAR, DATE_MIN_YEAR } from '../constants.ts';
import { applyMask } from './apply-mask.ts';
import { datePartsOf, localDateFromParts, partsToDateText, partsToTimeText, toDate } from './date-parts.ts';
import { onlyDigits } from './only-digits.ts';

const DATETIME_TEXT = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/** Parses 'dd/MM/yyyy HH:mm' (24 h) into a local Date; null when malformed, not real or year < 1000. */
export const parseDatetime = (value: string | null | undefined): Date | null => {
  const m = DATETIME_TEXT.exec((value ?? '').trim());
  if (!m) return null;
  const year = Number(m[3]);
  if (year < 1000) return null;
  return localDateFromParts({ year, month: Number(m[2]), day: Number(m[1]), hour: Number(m[4]), minute: Number(m[5]) });
};

/** 'dd/MM/yyyy HH:mm', a real moment between 1900 and 2099. */
export const isValidDatetime = (value: string | null | undefined): boolean => {
  const d = parseDatetime(value);
  return d !== null && d.getFullYear() >= DATE_MIN_YEAR && d.getFullYear() <= DATE_MAX_YEAR;
};

/** Displays a Date, epoch or ISO string as 'dd/MM/yyyy HH:mm' (local zone or `timeZone`); '' when empty or invalid. */
export const formatDatetime = (value: Date | string | number | null | undefined, timeZone?: string): string => {
  if (typeof value === 'string' && DATETIME_TEXT.test(value)) return value;
  const d = toDate(value);
  if (!d) return '';
  const parts = datePartsOf(d, timeZone);
  return `${partsToDateText(parts)} ${partsToTimeText(parts)}`;
};

/** Masks a (partial) datetime while typing: dd/MM/yyyy HH:mm. */
export const maskDatetime = (value: string | null | undefined): string => applyMask(onlyDigits(value).slice(0, 12), '##/##/#### ##:##');
