import { STATUS_CODES } from 'node:http';
import { ERROR_CODES, formatMessage, MESSAGES, waitInWords, type TErrorCode } from '@rede/domain';

/**
 * An expected failure with its HTTP status and pt-BR message; the error handler answers it as is.
 * `code` (ERROR_CODES) is what clients decide on.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly additionalData: Record<string, unknown> | null = null,
    readonly code?: TErrorCode,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** The HTTP reason phrase, the `error` field of the error body. */
  get error(): string {
    return STATUS_CODES[this.statusCode] ?? 'Error';
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

export const badRequest = (message: string, additionalData: Record<string, unknown> | null = null) => new AppError(400, message, additionalData);
/** 400 in the validation format: `Missing fields, see additionalData` with `{ field: message }`. */
export const validationError = (fields: Record<string, string>) =>
  new AppError(400, MESSAGES.errors.missingFields, fields, ERROR_CODES.validationFailed);
export const unauthorized = (message: string = MESSAGES.errors.unauthorized) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.errors.forbidden) => new AppError(403, message);
export const notFound = (message: string = MESSAGES.errors.notFound) => new AppError(404, message);
export const conflict = (message: string = MESSAGES.errors.conflict, additionalData: Record<string, unknown> | null = null) =>
  new AppError(409, message, additionalData);
export const tooManyRequests = (retryAfterSeconds: number) => {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(429, formatMessage(MESSAGES.errors.tooManyRequests, { wait: waitInWords(seconds) }), { retryAfter: seconds });
};
