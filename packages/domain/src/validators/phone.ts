import { applyMask } from './apply-mask.ts';
import { onlyDigits } from './only-digits.ts';

/** (DD) 0000-0000 or (DD) 00000-0000, with or without the mask characters. */
const PHONE_FORMAT = /^\(?\d{2}\)?\s?\d{4,5}-?\d{4}$/;

export const isValidPhone = (value: string | null | undefined): boolean => typeof value === 'string' && PHONE_FORMAT.test(value.trim());

/** Masks a (partial) phone while typing: (DD) 0000-0000, or (DD) 00000-0000 with 11 digits. */
export const maskPhone = (value: string | null | undefined): string => {
  const d = onlyDigits(value).slice(0, 11);
  return applyMask(d, d.length === 11 ? '(##) #####-####' : '(##) ####-####');
};

/** Formats a complete phone (10 or 11 digits); any other value is returned unchanged. */
export const formatPhone = (value: string): string => {
  const d = onlyDigits(value);
  return d.length === 10 || d.length === 11 ? maskPhone(d) : value;
};
