import { PASSWORD_MAX, PASSWORD_MIN } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export type TPasswordRuleOptions = {
  /** On update an empty password is allowed (it means "keep the current one"). */
  allowEmpty?: boolean;
};

/** The message of the password rule (min 6, max 255), or null when the password passes. */
export const passwordError = (value: string | null | undefined, options: TPasswordRuleOptions = {}): string | null => {
  const v = value ?? '';
  if (v === '') return options.allowEmpty ? null : MESSAGES.validation.required;
  if (v.length < PASSWORD_MIN) return MESSAGES.validation.passwordMin;
  if (v.length > PASSWORD_MAX) return MESSAGES.validation.passwordMax;
  return null;
};

export const isValidPassword = (value: string | null | undefined, options: TPasswordRuleOptions = {}): boolean =>
  passwordError(value, options) === null;
