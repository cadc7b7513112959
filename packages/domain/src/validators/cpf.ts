import { applyMask } from './apply-mask.ts';
import { onlyDigits } from './only-digits.ts';

const CPF_FORMAT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

const cpfCheckDigit = (digits: string, length: number): number => {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
};

/** CPF: 11 digits (mask optional), not all identical, both check digits match. */
export const isValidCpf = (value: string | null | undefined): boolean => {
  if (typeof value !== 'string' || !CPF_FORMAT.test(value.trim())) return false;
  const d = onlyDigits(value);
  if (/^(\d)\1{10}$/.test(d)) return false;
  return cpfCheckDigit(d, 9) === Number(d[9]) && cpfCheckDigit(d, 10) === Number(d[10]);
};

/** Masks a (partial) CPF while typing: 000.000.000-00. */
export const maskCpf = (value: string | null | undefined): string =>
  applyMask(onlyDigits(value).slice(0, 11), '###.###.###-##');

/** Formats a complete CPF as 000.000.000-00; any other value is returned unchanged. */
export const formatCpf = (value: string): string => {
  const d = onlyDigits(value);
  return d.length === 11 ? maskCpf(d) : value;
};
