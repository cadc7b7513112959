import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listEnvelope,
  wrapped,
  ZBannerCreateSchema,
  ZBannerListQuerySchema,
  ZBannerSchema,
  ZBannerUpdateSchema,
  ZIdSchema,
  ZReorderSchema,
} from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { BANNER_LIST } from './banner-list.ts';
import { createBanner } from './create-banner.ts';
import { deleteBanner } from './delete-banner.ts';
import { findBanners } from './find-banners.ts';
import { getBanner } from './get-banner.ts';
import { reorderBanner } from './reorder-banner.ts';
import { updateBanner } from './update-banner.ts';

const TAGS = ['banners'];
const security = [{ bearerAuth: [] }];

/** /api/banners: app banners (feature BANNER, admin-type users). */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const deps = () => ({ db, storage: app.uploadStorage, now: clock() });

  app.get(
    '/',
    {
      onRequest: [app.authorize('BANNER:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada (ou planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZBannerListQuerySchema),
        response: { 200: listEnvelope(ZBannerSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, { definition: BANNER_LIST, query: request.query, find: (query, page) => findBanners(db, query, page), now: clock() }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('BANNER:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Um banner',
        security,
        params: ZIdSchema,
        response: { 200: ZBannerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getBanner(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('BANNER:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra um banner (imagem enviada antes por /api/uploads/uploadFiles)',
        security,
        body: wrapped('banner', ZBannerCreateSchema),
        response: { 201: ZBannerSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createBanner(deps(), request.body.banner)),
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('BANNER:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Altera um banner (id no corpo)',
        security,
        body: wrapped('banner', ZBannerUpdateSchema),
        response: { 200: ZBannerSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateBanner(deps(), request.body.banner),
  );

  app.put(
    '/reorder',
    {
      onRequest: [app.authorize('BANNER:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Move um banner para a posição dada (1 = primeiro) e renumera os demais; a lista responde nessa ordem',
        security,
        body: wrapped('banner', ZReorderSchema),
        response: { 200: ZBannerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reorderBanner(db, request.body.banner),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('BANNER:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui um banner',
        security,
        querystring: ZIdSchema,
        response: { 200: ZBannerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteBanner(db, request.query.id),
  );
};
