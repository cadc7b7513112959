import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../lib/app-error.ts';

/**
 * @fastify/rate-limit, per IP, in memory (process-local: one process holds the embedded database).
 * Not global: routes opt in with `config: { rateLimit: app.limits.ip }`; the 404 handler uses it too.
 * Exceeding answers 429 with MESSAGES.errors.tooManyRequests.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
  },
  { name: 'rate-limit' },
);
