import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../lib/app-error.ts';
import { isInternalRequest } from '../../lib/internal-request.ts';

/**
 * @fastify/rate-limit, per IP: in memory (one process), or in Redis when REDIS_URL is set, so every
 * instance counts the same budget (its own Lua script: one atomic INCR + PEXPIRE per request). A Redis
 * that cannot be reached lets the request through (skipOnError) rather than failing it. Not global:
 * routes opt in (`app.rateLimit({ max, timeWindow })`); the 404 handler uses it too. Exceeding
 * answers 429 with MESSAGES.errors.tooManyRequests.
 */
export const rateLimitPlugin = fp<{ keyPrefix: string }>(
  async (app, { keyPrefix }) => {
    await app.register(rateLimit, {
      global: false,
      // the server's own in-process requests (server rendering) were counted as the visitor's page request
      allowList: (request) => isInternalRequest(request),
      ...(app.redis ? { redis: app.redis, nameSpace: `${keyPrefix}rate-limit:`, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
