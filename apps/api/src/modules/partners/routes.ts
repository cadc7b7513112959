import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCitiesQuerySchema, ZIdSchema, ZLocationOptionSchema } from '@rede/domain';
import { notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { allCities } from '../../lib/municipalities.ts';
import { allStates, visibleCities, visibleStates } from './find-locations.ts';
import { findPartnerMap } from './find-partner-map.ts';
import { findNearbyPartners } from './find-nearby-partners.ts';
import { findPartnerDetails, findPartnersJson, type PagePlacePoint } from './find-partners.ts';
import { pointOfPagePlace } from './places/place-point.ts';
import {
  ZPartnerMapQuerySchema,
  ZPartnerMapSchema,
  ZPublicPartnerDetailsSchema,
  ZPublicPartnerListQuerySchema,
  ZPublicPartnerListSchema,
} from './partner-schemas.ts';
import { minuteOf } from './directory/open-now.ts';
import { cacheKey, CheckedJson, openNowCacheControl, sendCached } from '../../plugins/app/public-cache.ts';

const TAGS = ['partners'];

const ZLocationListSchema = z.array(ZLocationOptionSchema);

/**
 * The public directory (no login), under /api/companys: partners and the clustered map (from the read
 * model, app.partnerDirectory), states and cities, partner details. Answers come from the in-process
 * cache (emptied by the directory's change signal) with
 * `Cache-Control: public, max-age=60, stale-while-revalidate=300` and an ETag (304 on If-None-Match).
 */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, rateLimits } = app;
  const limit = app.rateLimit({ max: rateLimits.publicMax, timeWindow: rateLimits.ipWindowMs });
  const errors = errorResponses(400, 429);
  // a state or city page without partners: its point, for the nearest partners from it
  const pointOf: PagePlacePoint = async (uf, city) => {
    const state = await app.partnerDirectory.current();
    return pointOfPagePlace({ cities: () => state.cityPlaces(), placeSearch: app.placeSearch }, uf, city);
  };

  app.get(
    '/listfiltred/open',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary:
          'Parceiros visíveis (aprovados e ativos): uf, city, line (1,2 ou repetido), isAssistence, searchTerm, pageSize 1–100, pageIndex; sem posição, assistências técnicas primeiro, depois nome e id; lat/lng ordenam só pela distância, o mais próximo primeiro (distanceKm; sem coordenadas por último); radiusKm (10, 25, 50, 100, com lat/lng) limita ao raio; fallbackNearest=true ou radiusKm devolvem nearest quando nada corresponde (fallbackNearest sem lat/lng, com uf e city: os mais próximos do ponto do estado, a capital, ou da cidade; cidade sem ponto conhecido: os parceiros do estado); openNow=true devolve também withoutHours (quantos parceiros dos mesmos filtros não informaram horário); openNow=true: só os abertos agora, no fuso de cada parceiro (resposta válida até o fim do minuto)',
        querystring: ZPublicPartnerListQuerySchema,
        response: { 200: ZPublicPartnerListSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const at = app.clock();
      const answer = async () => new CheckedJson(await findPartnersJson(app.partnerDirectory, request.query, at, pointOf));
      if (!request.query.openNow) return sendCached(request, reply, cacheKey('open', request.query), answer);
      // "Aberto agora" depends on the minute: cached per minute, never past its end
      return sendCached(request, reply, cacheKey('open', { ...request.query, minute: minuteOf(at) }), answer, {
        cacheControl: openNowCacheControl(at),
      });
    },
  );

  app.get(
    '/listfiltred/map',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary:
          'Mapa agrupado: bbox=minLng,minLat,maxLng,maxLat e zoom (0–22) da área visível, mais os filtros da lista (openNow=true: só os abertos agora, resposta válida até o fim do minuto); { clusters: [{ id, count, addressPosition, expansionZoom }], partners: [parceiro], total, extent }. Área maior que 4096 px por lado no zoom: 400',
        querystring: ZPartnerMapQuerySchema,
        response: { 200: ZPartnerMapSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const at = app.clock();
      const answer = () => findPartnerMap(app.partnerDirectory, request.query, at);
      if (!request.query.openNow) return sendCached(request, reply, cacheKey('map', request.query), answer);
      // like the list: an "Aberto agora" map is cached per minute, never past its end
      return sendCached(request, reply, cacheKey('map', { ...request.query, minute: minuteOf(at) }), answer, {
        cacheControl: openNowCacheControl(at),
      });
    },
  );

  app.get(
    '/listfiltred/states',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary: "Estados com parceiros visíveis: [{ id: 'SP', nome: 'São Paulo' }]",
        response: { 200: ZLocationListSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, 'states', async () => visibleStates(await app.partnerDirectory.current())),
  );

  app.get(
    '/listfiltred/states/all',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary: "Os 27 estados: [{ id: 'SP', nome: 'São Paulo' }]",
        response: { 200: ZLocationListSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, 'states/all', async () => allStates()),
  );

  app.get(
    '/listfiltred/cities',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary:
          'Cidades do estado com parceiros visíveis: [{ id: <código IBGE> (ou o nome, se não for um município do IBGE), nome }]; filtre a lista com city=<nome>',
        querystring: ZCitiesQuerySchema,
        response: { 200: ZLocationListSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, `cities?${request.query.state}`, async () =>
        visibleCities(await app.partnerDirectory.current(), request.query.state),
      ),
  );

  app.get(
    '/listfiltred/cities/all',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary: 'Todos os municípios do estado: [{ id: <código IBGE>, nome }] (ex.: SP tem 645)',
        querystring: ZCitiesQuerySchema,
        response: { 200: ZLocationListSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => sendCached(request, reply, `cities/all?${request.query.state}`, async () => allCities(request.query.state)),
  );

  app.get(
    '/company/partnerDetails/:id',
    {
      onRequest: limit,
      schema: {
        tags: TAGS,
        summary:
          'Detalhes de um parceiro visível (404 se não estiver aprovado e ativo), com nearby: até 6 outros parceiros visíveis mais próximos (distanceKm; null e os do centro da cidade quando o parceiro não tem coordenadas)',
        params: ZIdSchema,
        response: { 200: ZPublicPartnerDetailsSchema, 304: z.null(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, `details/${request.params.id}`, async () => {
        const partner = await findPartnerDetails(db, request.params.id);
        if (!partner) throw notFound();
        return { ...partner, nearby: findNearbyPartners(await app.partnerDirectory.current(), partner) };
      }),
  );
};
