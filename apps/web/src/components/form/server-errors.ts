import { ERROR_CODES, MESSAGES, missingFieldsText } from '@rede/domain';

/** An error as the api client throws it: { statusCode, error, message, additionalData, code }. */
type TApiErrorLike = { message?: unknown; additionalData?: unknown; statusCode?: unknown; code?: unknown };

/**
 * The key → message map of an answer that names fields: 400 'Missing fields, see additionalData', or
 * 400/409 with field messages in additionalData ('CNPJ Já está em uso' at `cnpj`); null otherwise.
 */
export const serverFieldErrors = (error: unknown): Record<string, string> | null => {
  if (!error || typeof error !== 'object') return null;
  const { code, additionalData, statusCode } = error as TApiErrorLike;
  const namesFields = code === ERROR_CODES.validationFailed || statusCode === 400 || statusCode === 409;
  if (!namesFields || !additionalData || typeof additionalData !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(additionalData as Record<string, unknown>)) {
    if (typeof value === 'string' && value) out[field] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[field] = value[0];
  }
  return Object.keys(out).length > 0 ? out : null;
};

/** Whether the answer is the generic validation one ('Missing fields, see additionalData', code VALIDATION_FAILED). */
export const isMissingFieldsError = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && (error as TApiErrorLike).code === ERROR_CODES.validationFailed);

/**
 * The form value a server key names: 'cep', a wrapped body's 'company.cep', a nested
 * 'addressPosition.latitude' (→ 'addressPosition'), 'company.adminPassword_confirm'; null when no
 * field of this form has it.
 */
export const formNameOfServerKey = (key: string, names: ReadonlySet<string>): string | null => {
  const segments = key.split('.');
  for (const segment of segments.slice(0, 2)) if (names.has(segment)) return segment;
  return null;
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
