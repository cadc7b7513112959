import { PASSWORD_MAX, PASSWORD_POLICY_MIN } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { isCommonPassword, passwordContainsEmail } from './common-password.ts';

export type TPasswordRuleOptions = {
  /** On update an empty password is allowed (it means "keep the current one"). */
  allowEmpty?: boolean;
  /** The account's e-mail: a password containing it (or its local part) is refused. */
  email?: string | null;
};

const V = MESSAGES.validation;

/**
 * The message of the password policy for a NEW password, or null when it passes: required; under 8
 * characters 'Mínimo 8 caracteres' (the policy's one length rule, stronger than the specification's 6);
 * at most 255; not one of the most common passwords; not containing the e-mail (when given).
 * Logging in never applies it (existing passwords keep working; see `mustChangePassword`).
 */
export const passwordError = (value: string | null | undefined, options: TPasswordRuleOptions = {}): string | null => {
  const v = value ?? '';
  if (v === '') return options.allowEmpty ? null : V.required;
  // one rule from the first character on: a person typing is never told 6, then 8
  if (v.length < PASSWORD_POLICY_MIN) return V.passwordPolicyMin;
  if (v.length > PASSWORD_MAX) return V.passwordMax;
  if (isCommonPassword(v)) return V.passwordCommon;
  if (options.email && passwordContainsEmail(v, options.email)) return V.passwordContainsEmail;
  return null;
};

export const isValidPassword = (value: string | null | undefined, options: TPasswordRuleOptions = {}): boolean =>
  passwordError(value, options) === null;
