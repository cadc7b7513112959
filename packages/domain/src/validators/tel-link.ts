import { DEFAULT_COUNTRY_CODE } from '../constants.ts';
import { onlyDigits } from './only-digits.ts';

/**
 * A tel: link with the country code, as phones dialling from anywhere need it: '(11) 3942-7457' →
 * 'tel:+551139427457'; a number already starting with '+' keeps its own code.
 */
export const telLink = (phone: string): string => {
  const trimmed = phone.trim();
  return `tel:+${trimmed.startsWith('+') ? onlyDigits(trimmed) : `${DEFAULT_COUNTRY_CODE}${onlyDigits(trimmed)}`}`;
};
