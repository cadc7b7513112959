import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export type LoggerOption = boolean | Record<string, unknown> | undefined;

/** Paths whose query strings are never logged (GET /api/login/login carries the password). */
const SECRET_QUERY_PATHS = /^\/api\/login(\/|$)/;

/** The request URL as logged: without the query string on the login routes. */
export const loggableUrl = (url: string): string => {
  const [path = '/'] = url.split('?');
  return SECRET_QUERY_PATHS.test(path) ? path : url;
};

/** Never log credentials: Authorization and cookies, and any password or token field. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.adminPassword',
  '*.password_confirm',
  '*.token',
  '*.passwordHash',
];

/** Fastify logger options: the chosen level plus redaction and a request serializer without secrets. */
export const loggerOptions = (option: LoggerOption, level: string): FastifyServerOptions['logger'] => {
  if (option === false) return false;
  const base = option === true || option === undefined ? {} : option;
  return {
    level,
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggableUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
};

/** One access-log line per request, when it completes (with the request), instead of Fastify's two. */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
