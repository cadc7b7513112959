import { isValidCnpj as hasValidCnpjDigits } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { applyMask } from './apply-mask.ts';

/**
 * CNPJ, numeric and alphanumeric (Receita Federal, July 2026): 12 characters [0-9A-Z] followed by
 * 2 numeric check digits (checked by @brazilian-utils, its version 2 rules).
 */
const CNPJ_NORMALIZED = /^[0-9A-Z]{12}\d{2}$/;
const CNPJ_INPUT = /^[0-9A-Za-z]{2}\.?[0-9A-Za-z]{3}\.?[0-9A-Za-z]{3}\/?[0-9A-Za-z]{4}-?\d{2}$/;
const CNPJ_MASK = '##.###.###/####-##';

/** Strips punctuation and whitespace and upper-cases: '12.abc.345/01de-35' → '12ABC34501DE35'. */
export const normalizeCnpj = (value: string | null | undefined): string => (value ?? '').replace(/[\s./-]/g, '').toUpperCase();

/** CNPJ: 14 characters (mask optional), not all identical, both check digits match. */
export const isValidCnpj = (value: string | null | undefined): boolean => {
  if (typeof value !== 'string' || !CNPJ_INPUT.test(value.trim())) return false;
  const c = normalizeCnpj(value);
  if (!CNPJ_NORMALIZED.test(c) || /^(.)\1{13}$/.test(c)) return false;
  return hasValidCnpjDigits(c, { version: 2 });
};

/** Masks a (partial) CNPJ while typing: 00.000.000/0000-00, letters upper-cased, last 2 digits only. */
export const maskCnpj = (value: string | null | undefined): string => {
  let chars = '';
  for (const ch of (value ?? '').toUpperCase()) {
    if (chars.length >= 14) break;
    if (chars.length < 12 ? /[0-9A-Z]/.test(ch) : /\d/.test(ch)) chars += ch;
  }
  return applyMask(chars, CNPJ_MASK);
};

/** Formats a complete CNPJ as 00.000.000/0000-00 (upper case); any other value is returned unchanged. */
export const formatCnpj = (value: string): string => {
  const c = normalizeCnpj(value);
  return CNPJ_NORMALIZED.test(c) ? applyMask(c, CNPJ_MASK) : value;
};
