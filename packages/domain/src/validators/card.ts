import { onlyDigits } from './only-digits.ts';

/** Card number: 12-19 digits (spaces and dashes allowed) passing the Luhn check. */
export const isValidCardNumber = (value: string | null | undefined): boolean => {
  if (typeof value !== 'string' || !/^[\d\s-]+$/.test(value)) return false;
  const d = onlyDigits(value);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
};

const toInt = (value: string | number | null | undefined): number | null => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : null;
};

/** Expiry month 1-12. */
export const isValidCardMonth = (value: string | number | null | undefined): boolean => {
  const m = toInt(value);
  return m !== null && m >= 1 && m <= 12;
};

/** Expiry year not before the current year (two-digit years are read as 20yy). */
export const isValidCardYear = (value: string | number | null | undefined, now: Date = new Date()): boolean => {
  const y = toInt(value);
  if (y === null) return false;
  return (y < 100 ? 2000 + y : y) >= now.getFullYear();
};

/** CVV: a number 100-9999, or a string of 3-4 digits. */
export const isValidCvv = (value: string | number | null | undefined): boolean => {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 100 && value <= 9999;
  return typeof value === 'string' && /^\d{3,4}$/.test(value);
};
