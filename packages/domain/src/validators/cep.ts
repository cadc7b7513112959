import { applyMask } from './apply-mask.ts';
import { onlyDigits } from './only-digits.ts';

/** CEP: exactly 8 digits (00000000 or 00000-000), not 00000-000. */
export const isValidCep = (value: string | null | undefined): boolean =>
  typeof value === 'string' && /^\d{5}-?\d{3}$/.test(value.trim()) && onlyDigits(value) !== '00000000';

/** Masks a (partial) CEP while typing: 00000-000. */
export const maskCep = (value: string | null | undefined): string => applyMask(onlyDigits(value).slice(0, 8), '#####-###');

/** Formats a complete CEP as 00000-000; any other value is returned unchanged. */
export const formatCep = (value: string): string => {
  const d = onlyDigits(value);
  return d.length === 8 ? maskCep(d) : value;
};
