import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMessage, MAP_SEARCH_MIN_CHARS, MESSAGES, ZErrorSchema } from '@rede/domain';
import { AppError } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { GeocoderError } from './geocoder.ts';

const TAGS = ['geocoding'];

const ZPlaceSchema = z.object({
  displayName: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  type: z.string().nullable(),
});

/**
 * /api/geocoding/search?q=: places in Brazil (at most 5) for the map pickers of the company forms and the
 * registration (public, rate limited per IP like the CEP lookup), through a Nominatim-compatible service
 * with an in-process cache (app.placeSearch, geocoder-plugin.ts). Service failure or timeout: 502 'Erro ao buscar locais: …'.
 */
export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits, placeSearch } = app;
  const limit = app.rateLimit({ max: rateLimits.lookupMax, timeWindow: rateLimits.ipWindowMs });

  app.get(
    '/search',
    {
      onRequest: [limit],
      schema: {
        tags: TAGS,
        summary: 'Busca locais no Brasil (até 5) para o mapa dos formulários, com cache',
        querystring: z.object({
          // domain: no 'minimum length' message exists in MESSAGES.validation
          q: z.string().trim().min(MAP_SEARCH_MIN_CHARS, `Mínimo de ${MAP_SEARCH_MIN_CHARS} caracteres`).max(200),
        }),
        response: {
          200: z.object({ data: z.array(ZPlaceSchema) }),
          ...errorResponses(400, 429),
          502: ZErrorSchema.describe('Falha do serviço de mapas'),
        },
      },
    },
    async (request) => {
      try {
        return { data: await placeSearch(request.query.q) };
      } catch (error) {
        if (!(error instanceof GeocoderError)) throw error;
        request.log.warn({ err: error }, 'falha ao consultar o serviço de mapas');
        throw new AppError(502, formatMessage(MESSAGES.map.searchError, { message: error.message }));
      }
    },
  );
};
