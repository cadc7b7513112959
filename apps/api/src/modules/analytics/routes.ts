import { KEEPS_PUBLIC_PAGES } from '../../plugins/app/page-renderer.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ANALYTICS_BODY_MAX_BYTES, ZAnalyticsBatchSchema } from '@rede/domain';
import { errorResponses } from '../../lib/schemas.ts';

const TAGS = ['analytics'];

/**
 * /api/analytics (no login): the public pages' engagement events. Plugin-scoped: the body may come as
 * `application/json` or as the `text/plain` string `navigator.sendBeacon` sends, both parsed as JSON here
 * only, at most ANALYTICS_BODY_MAX_BYTES (413 past it). Nothing about the sender is kept: the counts are
 * per day (analytics-plugin.ts); the IP only feeds the rate limit and the visitor's marks (HMACs with a secret of the
 * day: each event once an hour, a budget of events a minute), in memory or Redis, never the database.
 */
export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app;
  // per-IP budget of the beacons: the public directory's (PUBLIC_RATE_LIMIT_PER_MINUTE), counted apart from it
  const limit = app.rateLimit({ max: rateLimits.publicMax, timeWindow: rateLimits.ipWindowMs });
  const jsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: ANALYTICS_BODY_MAX_BYTES }, jsonParser);

  app.post(
    '/events',
    {
      // counting an event changes no public page: the rendered pages stay
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [limit],
      bodyLimit: ANALYTICS_BODY_MAX_BYTES,
      schema: {
        tags: TAGS,
        summary:
          'Eventos de engajamento das páginas públicas, anônimos (sem IP, cookie ou usuário): { events: [...] }, 1 a 50 eventos (search: uf, city, lineIds, isAssistence, byPosition, resultCount; partner_view, whatsapp_click, phone_click, directions_click, details_click: partnerId); application/json ou text/plain (sendBeacon), até 16 KB',
        body: ZAnalyticsBatchSchema,
        response: { 204: z.undefined().describe('Eventos contados'), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await app.analytics.record(request.body.events, request.ip);
      return reply.code(204).send();
    },
  );
};
