import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../lib/app-error.ts';
import { isInternalRequest } from '../../lib/internal-request.ts';
import { requireUser } from '../app/auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The per-user limit named `name` (one budget for every route given the same name): a hook to put after the
     * route's `app.authenticate`/`app.authorize`, keyed by the user's id; 429 past `max` in `timeWindow` ms.
     */
    userRateLimit: (name: string, options: { max: number; timeWindow: number }) => ReturnType<FastifyInstance['rateLimit']>;
  }
}

/**
 * @fastify/rate-limit, per IP: in memory (one process), or in Redis when REDIS_URL is set, so every
 * instance counts the same budget (its own Lua script: one atomic INCR + PEXPIRE per request). A Redis
 * that cannot be reached lets the request through (skipOnError) rather than failing it. In Redis a budget counts
 * per route and client (a limiter given to several routes counts each route apart there). Not global:
 * routes opt in (`app.rateLimit({ max, timeWindow })`, or per user `app.userRateLimit(name, …)`); the 404 handler
 * uses it too. Exceeding answers 429 with MESSAGES.errors.tooManyRequests.
 */
export const rateLimitPlugin = fp<{ keyPrefix: string }>(
  async (app, { keyPrefix }) => {
    await app.register(rateLimit, {
      global: false,
      // the server's own in-process requests (server rendering) were counted as the visitor's page request
      allowList: (request) => isInternalRequest(request),
      ...(app.redis
        ? {
            redis: app.redis,
            nameSpace: `${keyPrefix}rate-limit:`,
            skipOnError: true,
            // in Redis every app.rateLimit() limiter writes under the same name: keyed by the client alone, a visitor's
            // public pages used up his login budget. Keyed by route and client, each route counts its own.
            keyGenerator: (request: FastifyRequest) => `${request.routeOptions.url ?? '*'}|${normalizeIP(request.ip)}`,
          }
        : {}),
      errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl / 1000),
    });
    // one hook per name: each app.rateLimit() counts in its own store (in memory), so routes share a budget by sharing the hook
    const userLimits = new Map<string, ReturnType<FastifyInstance['rateLimit']>>();
    app.decorate('userRateLimit', (name: string, { max, timeWindow }: { max: number; timeWindow: number }) => {
      let hook = userLimits.get(name);
      if (!hook) {
        hook = app.rateLimit({ max, timeWindow, keyGenerator: (request) => `${name}:${requireUser(request).id}` });
        userLimits.set(name, hook);
      }
      return hook;
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
