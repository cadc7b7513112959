/**
 * Machine-readable reasons an error answer may carry in `code`: the web decides on these, never on the
 * message text (which is for people and may change).
 */
export const ERROR_CODES = {
  /** The session is valid but the user must choose a new password before doing anything else. */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
