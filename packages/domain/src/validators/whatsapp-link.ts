import { DEFAULT_COUNTRY_CODE } from '../constants.ts';
import { onlyDigits } from './only-digits.ts';

/**
 * A WhatsApp link with a prefilled message: https://wa.me/<digits>?text=<message>. The country code
 * 55 is prepended unless the number starts with '+'.
 */
export const whatsappLink = (phone: string, message?: string): string => {
  const trimmed = phone.trim();
  const digits = trimmed.startsWith('+') ? onlyDigits(trimmed) : `${DEFAULT_COUNTRY_CODE}${onlyDigits(trimmed)}`;
  const text = message ? `?text=${encodeURIComponent(message)}` : '';
  return `https://wa.me/${digits}${text}`;
};
