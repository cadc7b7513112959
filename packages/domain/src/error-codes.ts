/**
 * Machine-readable reasons an error answer may carry in `code`: the web decides on these, never on the
 * message text (which is for people and may change).
 */
export const ERROR_CODES = {
  /** 400 'Missing fields, see additionalData': the fields and their pt-BR messages are in `additionalData`. */
  validationFailed: 'VALIDATION_FAILED',
  /** The session is valid but the user must choose a new password before doing anything else. */
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
  /** 409: the record changed since the client read it (its `expectedUpdatedAt` is stale); nothing was written. */
  staleRecord: 'STALE_RECORD',
} as const;
export type TErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
