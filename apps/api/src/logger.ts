import { createRequire } from 'node:module';
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export type LoggerOption = boolean | Record<string, unknown> | undefined;

/** Query keys whose values are never logged, whatever the path (a mistyped or percent-encoded login URL too). */
const SECRET_QUERY_KEY = /pa?s+w|senha|token|code|secret|authorization/i;
/** Longest URL written to the log (a 70 000-id query made a 549 KB line). */
export const MAX_LOGGED_URL_LENGTH = 2_000;

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
};

/**
 * The request URL as logged: the value of every query key that names a secret (password, newPassword,
 * code, token…, matched after percent-decoding the key) replaced by [redacted], and the whole cut to
 * MAX_LOGGED_URL_LENGTH characters.
 */
export const loggableUrl = (url: string): string => {
  const index = url.indexOf('?');
  let logged = url;
  if (index >= 0) {
    const query = url
      .slice(index + 1)
      .split('&')
      .map((pair) => {
        const equals = pair.indexOf('=');
        const key = equals >= 0 ? pair.slice(0, equals) : pair;
        return SECRET_QUERY_KEY.test(decode(key)) ? `${key}=[redacted]` : pair;
      })
      .join('&');
    logged = `${url.slice(0, index)}?${query}`;
  }
  return logged.length > MAX_LOGGED_URL_LENGTH ? `${logged.slice(0, MAX_LOGGED_URL_LENGTH)}…[${logged.length} caracteres]` : logged;
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

/** Whether pino-pretty is installed: a development dependency, absent from a production install (`npm ci --omit=dev`). */
const hasPinoPretty = (): boolean => {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
};

/**
 * Readable lines (pino-pretty) for a person at a terminal in development; JSON lines everywhere else (production,
 * a pipe, a file, a log collector), which is also what a production install without pino-pretty gets.
 */
export const prettyTransport = (
  env: NodeJS.ProcessEnv = process.env,
  isTTY: boolean = process.stdout.isTTY === true,
  installed: () => boolean = hasPinoPretty,
): { target: string; options: Record<string, unknown> } | undefined =>
  isTTY && env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test' && installed()
    ? { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } }
    : undefined;

/** Fastify logger options: the chosen level plus redaction and a request serializer without secrets. */
export const loggerOptions = (option: LoggerOption, level: string): FastifyServerOptions['logger'] => {
  if (option === false) return false;
  // options given by the caller (a test's stream) are kept as they are; the server's own logger may be pretty
  const transport = option === true || option === undefined ? prettyTransport() : undefined;
  const base = option === true || option === undefined ? {} : option;
  return {
    level,
    ...(transport ? { transport } : {}),
    ...base,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // a request's id, which its logger holds (requestChildLogger), written into each of its lines
    mixin: (_object: object, _level: number, logger: FastifyBaseLogger) => {
      const id = (logger as LoggerWithRequestId)[REQUEST_ID];
      return id === undefined ? {} : { reqId: id };
    },
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

const REQUEST_ID = Symbol('reqId');
type LoggerWithRequestId = FastifyBaseLogger & { [REQUEST_ID]?: unknown };

/**
 * Fastify's `childLoggerFactory`: each request's logger, without pino bindings. Pino runs a binding through the
 * redaction of the wildcard paths (`*.password`…) when the child is made, i.e. on every request, logged or not
 * (~5 % of the bytes a random public search allocated). The request id goes on the child instead, and the root
 * logger's mixin writes it into the lines the request logs, where the redaction runs anyway.
 */
export const requestChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: Parameters<FastifyBaseLogger['child']>[1],
): FastifyBaseLogger => {
  const child = logger.child({}, options) as LoggerWithRequestId;
  child[REQUEST_ID] = bindings.reqId;
  return child;
};

/** The levels at which the access log's info lines are written. */
const LEVELS_WITH_INFO = new Set(['trace', 'debug', 'info']);

/**
 * One access-log line per request, when it completes, instead of Fastify's two: method, URL (secrets
 * redacted), client address, status and time, as plain fields (no serializer or redaction walk over
 * the request object: the line is written for every public answer).
 */
export class AccessLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // below the info level (LOG_LEVEL=warn) only errors are written: the line is not built for nothing
    if (!error && !LEVELS_WITH_INFO.has(reply.log.level)) return;
    const line = {
      method: request.method,
      url: loggableUrl(request.url),
      remoteAddress: request.ip,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
