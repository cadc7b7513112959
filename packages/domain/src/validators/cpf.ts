import { isValidCpf as hasValidCpfDigits } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { applyMask } from './apply-mask.ts';
import { onlyDigits } from './only-digits.ts';

/** The input forms accepted: 000.000.000-00, with or without its punctuation. */
const CPF_FORMAT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** CPF: 11 digits (mask optional), not all identical, both check digits match (@brazilian-utils). */
export const isValidCpf = (value: string | null | undefined): boolean =>
  typeof value === 'string' && CPF_FORMAT.test(value.trim()) && hasValidCpfDigits(onlyDigits(value));

/** Masks a (partial) CPF while typing: 000.000.000-00. */
export const maskCpf = (value: string | null | undefined): string => applyMask(onlyDigits(value).slice(0, 11), '###.###.###-##');

/** Formats a complete CPF as 000.000.000-00; any other value is returned unchanged. */
export const formatCpf = (value: string): string => {
  const d = onlyDigits(value);
  return d.length === 11 ? maskCpf(d) : value;
};
