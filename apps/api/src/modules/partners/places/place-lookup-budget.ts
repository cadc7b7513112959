import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRateCounter, type RateCounter } from '../../../lib/rate-counter.ts';

/**
 * The per-IP budget of place lookups (LOOKUP_RATE_LIMIT_PER_MINUTE a minute): GET /api/companys/listfiltred/place
 * and the server-rendered directory pages with `?local=` take from the same one, since both may ask the postal-code
 * service and the geocoder. Counted in the attempt store, so every instance shares it when Redis is configured.
 */
export const placeLookupBudget = (app: FastifyInstance): RateCounter =>
  createRateCounter({
    store: app.attemptStore,
    clock: app.clock,
    name: 'place-lookups',
    max: app.rateLimits.lookupMax,
    windowMs: app.rateLimits.ipWindowMs,
  });

/** The visitor a lookup is charged to: the client address (an IPv6 address by its /64, as the rate limits count). */
export const lookupVisitor = (request: FastifyRequest): string => normalizeIP(request.ip);
