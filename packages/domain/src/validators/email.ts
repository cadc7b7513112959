import { EMAIL_MAX } from '../constants.ts';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** E-mail: one @, a dotted domain, no spaces, at most 255 characters. */
export const isValidEmail = (value: string | null | undefined): boolean =>
  typeof value === 'string' && value.length <= EMAIL_MAX && EMAIL_FORMAT.test(value);
