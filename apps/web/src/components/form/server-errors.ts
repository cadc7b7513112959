import { MESSAGES, missingFieldsText } from '@rede/domain';

/** An error as the api client throws it: { statusCode, error, message, additionalData }. */
type TApiErrorLike = { message?: unknown; additionalData?: unknown; statusCode?: unknown };

/** The field → message map of a 400 'Missing fields, see additionalData' answer; null for other errors. */
export const serverFieldErrors = (error: unknown): Record<string, string> | null => {
  if (!error || typeof error !== 'object') return null;
  const { message, additionalData } = error as TApiErrorLike;
  if (message !== MESSAGES.errors.missingFields || !additionalData || typeof additionalData !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(additionalData as Record<string, unknown>)) {
    if (typeof value === 'string' && value) out[field] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return out;
};

/** 'Campos Obrigatórios: ' followed by the field messages (the domain's shared wording). */
export const missingFieldsMessage = (fieldErrors: Record<string, string>): string => missingFieldsText(fieldErrors);

/** The message of any thrown error, or the connection message. */
export const errorMessageOf = (error: unknown): string => {
  if (error && typeof error === 'object' && typeof (error as TApiErrorLike).message === 'string') {
    const message = (error as { message: string }).message;
    if (message) return message;
  }
  return MESSAGES.errors.connection;
};
