import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, formatMessage, type TErrorBody } from '@rede/domain';
import { AppError, isAppError, tooManyRequests, validationError } from '../../lib/app-error.ts';
import { describeDatabaseError, isDatabaseUnavailable, sqlState, violatedConstraint } from '../../lib/database-errors.ts';
import { validationFields } from '../../lib/validation-fields.ts';
import { FILE_TOO_LARGE_MESSAGE } from '../../config/upload-limits.ts';

/** pt-BR answers for unique constraints: `<title> Já está em uso`, keyed to the form field. */
const UNIQUE_CONSTRAINTS: Record<string, { field: string; title: string }> = {
  users_email_lower_unique: { field: 'email', title: 'E-mail' },
  companies_cnpj_unique: { field: 'cnpj', title: 'CNPJ' },
  lines_name_lower_unique: { field: 'name', title: 'Título' },
};

const MB = 1024 * 1024;
/** 1048576 → '1 MB', 16384 → '16 KB'. */
const bytesInWords = (bytes: number): string => (bytes >= MB ? `${Math.round(bytes / MB)} MB` : `${Math.round(bytes / 1024)} KB`);

/** Fastify's own 4xx errors that deserve a pt-BR message. */
const FASTIFY_MESSAGES: Record<string, (error: FastifyError, request: FastifyRequest) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => MESSAGES.errors.invalidJson,
  // the route's own limit (1 MB unless it sets a smaller one: 16 KB for the analytics beacons)
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, request) =>
    formatMessage(MESSAGES.errors.payloadTooLarge, { limit: bytesInWords(request.routeOptions.bodyLimit ?? MB) }),
  FST_REQ_FILE_TOO_LARGE: () => FILE_TOO_LARGE_MESSAGE,
  // a body of a type the route does not parse (XML, or a form sent to a JSON route): what the route takes
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_error, request) =>
    formatMessage(MESSAGES.errors.unsupportedContentType, {
      expected: (request.routeOptions.schema?.consumes ?? ['application/json']).join(' ou '),
    }),
};

const toBody = (error: AppError): TErrorBody => ({
  statusCode: error.statusCode,
  error: error.error,
  message: error.message,
  additionalData: error.additionalData,
  ...(error.code ? { code: error.code } : {}),
});

/** Maps any thrown value to the AppError we answer (never leaking internals). */
export const toAppError = (error: unknown, request: FastifyRequest): AppError => {
  if (isAppError(error)) return error;
  const fastifyError = error as FastifyError;

  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationError(validationFields(error.validation, error.validationContext, request.routeOptions.schema));
  }
  if (fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return validationError(
      validationFields([{ instancePath: '', keyword: 'invalid_type', message: '', params: {}, schemaPath: '' }], 'body', request.routeOptions.schema),
    );
  }
  if (fastifyError.code === 'FST_ERR_VALIDATION' && Array.isArray(fastifyError.validation)) {
    return validationError(validationFields(fastifyError.validation, fastifyError.validationContext, request.routeOptions.schema));
  }
  if (fastifyError.statusCode === 429) return tooManyRequests(60);

  const state = sqlState(error);
  if (state === '23505') {
    const known = UNIQUE_CONSTRAINTS[violatedConstraint(error) ?? ''];
    if (known) {
      const message = formatMessage(MESSAGES.validation.inUse, { title: known.title });
      return new AppError(409, message, { [known.field]: message });
    }
    return new AppError(409, MESSAGES.errors.conflict);
  }
  if (state === '23503') return new AppError(409, MESSAGES.errors.conflict);
  // 22021: a NUL byte (or invalid UTF-8) in a text value, which PostgreSQL refuses.
  if (state === '23514' || state === '22P02' || state === '22001' || state === '22003' || state === '22021') {
    return new AppError(400, MESSAGES.validation.invalid);
  }
  if (isDatabaseUnavailable(error)) return new AppError(503, MESSAGES.errors.serviceUnavailable);

  const status = fastifyError.statusCode;
  if (!isResponseSerializationError(error) && typeof status === 'number' && status >= 400 && status < 500) {
    const message = (fastifyError.code && FASTIFY_MESSAGES[fastifyError.code]?.(fastifyError, request)) || fastifyError.message;
    return new AppError(status, message);
  }
  return new AppError(500, MESSAGES.errors.internal);
};

/**
 * One central error handler: every error answers `{ statusCode, error, message, additionalData }`.
 * 5xx details are logged, never sent. Also the JSON 404 for unknown /api routes (rate limited);
 * the static web plugin adds the SPA fallback for other GETs.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply: FastifyReply) => {
      const appError = toAppError(error, request);
      if (appError.statusCode >= 500) {
        const database = describeDatabaseError(error);
        request.log.error(database ? { database } : { err: error }, 'request failed');
      } else if (!isAppError(error)) {
        request.log.info({ statusCode: appError.statusCode, code: (error as FastifyError).code }, appError.message);
      }
      const retryAfter = appError.additionalData?.retryAfter;
      if (appError.statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
      return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(toBody(appError));
    });
  },
  { name: 'error-handler' },
);

/**
 * Fastify's router errors (a malformed percent-encoding, a path parameter over maxParamLength) never reach
 * setErrorHandler: buildApp passes this as `frameworkErrors` so they answer in the same format.
 */
export const frameworkErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ statusCode: status, code: error.code }, 'invalid url');
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(toBody(new AppError(status, MESSAGES.validation.invalid)));
};

/** What Node's HTTP parser refused, as the answer we send: status, pt-BR message, fields. */
const clientErrorAnswer = (code: string | undefined): AppError => {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError(408, MESSAGES.errors.requestTimeout);
  if (code === 'HPE_HEADER_OVERFLOW') return new AppError(431, MESSAGES.errors.headersTooLarge);
  // a raw (not percent-encoded) accent or space in the path or query: 'Invalid char in url query'
  if (code === 'HPE_INVALID_URL') return new AppError(400, MESSAGES.errors.invalidUrl, { url: MESSAGES.errors.invalidUrlField });
  return new AppError(400, MESSAGES.errors.invalidRequest, { request: MESSAGES.validation.invalid });
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (`/api/companys?name=ção` sent unencoded, a
 * malformed request line, headers too large, a request that never finished arriving): Fastify's default
 * answers English ('Client Error'); this one answers the error format in pt-BR (buildApp's clientErrorHandler),
 * then closes the connection as Node does.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
  // a reset connection is gone: nothing to answer
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = clientErrorAnswer(error.code);
  this.log.info({ statusCode: answer.statusCode, code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(toBody(answer));
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${STATUS_CODES[answer.statusCode] ?? ''}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The JSON 404 body for an unknown route. */
export const routeNotFoundBody = (): TErrorBody => toBody(new AppError(404, MESSAGES.errors.routeNotFound));
