import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { foldPlaceText, ZErrorSchema, ZPlaceQuerySchema, ZPlaceSchema, ZPlaceSuggestionListSchema } from '@rede/domain';
import { tooManyRequests } from '../../../lib/app-error.ts';
import { isInternalRequest } from '../../../lib/internal-request.ts';
import { errorResponses } from '../../../lib/schemas.ts';
import { sendCached } from '../../../plugins/app/public-cache.ts';
import { lookupVisitor, placeLookupBudget } from './place-lookup-budget.ts';
import { findCitiesNearCep } from './find-cities-near-cep.ts';
import { CEP_CITIES_MAX, resolvePlace, suggestCities, type PlaceServices } from './resolve-place.ts';

const TAGS = ['partners'];

/**
 * The directory's place search, under /api/companys: the cities with partners suggested while the
 * visitor types, and the point a CEP, a city or an address stands for (the list is then sorted by distance
 * from it, as with the browser's location). Answers are cached like the rest of the public directory (the
 * centres of the cities change with it); the address lookup and the geocoder keep their own caches.
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app;
  const limit = app.rateLimit({ max: rateLimits.publicMax, timeWindow: rateLimits.ipWindowMs });
  // resolving may ask the postal-code service and the geocoder: the per-IP lookup budget, shared with the
  // server-rendered pages that resolve a ?local= (their own in-process request is not charged twice)
  const budget = placeLookupBudget(app);
  const resolveLimit = async (request: FastifyRequest) => {
    if (isInternalRequest(request)) return;
    const wait = await budget.take(lookupVisitor(request));
    if (wait > 0) throw tooManyRequests(wait);
  };
  const services: PlaceServices = {
    cities: async () => (await app.partnerDirectory.current()).cityPlaces(),
    cepLookup: app.cepLookup,
    placeSearch: app.placeSearch,
    cepCities: new LRUCache({ max: CEP_CITIES_MAX }),
    citiesNearCep: (cep) => findCitiesNearCep(app.db, cep),
    log: app.log,
  };

  app.get(
    '/listfiltred/places',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary: 'Cidades com parceiros parecidas com o texto digitado (erros de digitação, acentos e maiúsculas ignorados), até 8',
        querystring: ZPlaceQuerySchema,
        response: { 200: ZPlaceSuggestionListSchema, 304: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, `places?${foldPlaceText(request.query.q)}`, async () => {
        const data = suggestCities(await services.cities(), request.query.q);
        return { data, total: data.length };
      }),
  );

  app.get(
    '/listfiltred/place',
    {
      onRequest: resolveLimit,
      schema: {
        tags: TAGS,
        summary:
          'O ponto de um CEP (com ou sem máscara), de uma cidade com parceiros ou de um endereço no Brasil, de onde a lista é ordenada pela distância (lat/lng de /listfiltred/open)',
        querystring: ZPlaceQuerySchema,
        response: {
          200: ZPlaceSchema,
          304: z.null(),
          ...errorResponses(400, 404, 429),
          502: ZErrorSchema.describe('Falha do serviço de CEP ou de mapas'),
        },
      },
    },
    async (request, reply) => sendCached(request, reply, `place?${foldPlaceText(request.query.q)}`, () => resolvePlace(services, request.query.q)),
  );
};
