import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listEnvelope,
  wrapped,
  ZMenuMainCreateSchema,
  ZMenuMainListQuerySchema,
  ZMenuMainSchema,
  ZMenuMainUpdateSchema,
  ZIdSchema,
  ZReorderSchema,
} from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { MENU_MAIN_LIST } from './menu-main-list.ts';
import { createMenuMain } from './create-menu-main.ts';
import { deleteMenuMain } from './delete-menu-main.ts';
import { findMenuMains } from './find-menu-mains.ts';
import { getMenuMain } from './get-menu-main.ts';
import { reorderMenuMain } from './reorder-menu-main.ts';
import { updateMenuMain } from './update-menu-main.ts';

const TAGS = ['menuMains'];
const security = [{ bearerAuth: [] }];

/** /api/menuMains: main menus of the app (feature MENUMAIN, admin-type users). */
export const menuMainRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const deps = () => ({ db, storage: app.uploadStorage, now: clock() });

  app.get(
    '/',
    {
      onRequest: [app.authorize('MENUMAIN:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada (ou planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZMenuMainListQuerySchema),
        response: { 200: listEnvelope(ZMenuMainSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, { definition: MENU_MAIN_LIST, query: request.query, find: (query, page) => findMenuMains(db, query, page), now: clock() }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('MENUMAIN:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Um menu principal',
        security,
        params: ZIdSchema,
        response: { 200: ZMenuMainSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMenuMain(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('MENUMAIN:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra um menu principal (imagem enviada antes por /api/uploads/uploadFiles)',
        security,
        body: wrapped('menuMain', ZMenuMainCreateSchema),
        response: { 201: ZMenuMainSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createMenuMain(deps(), request.body.menuMain)),
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('MENUMAIN:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Altera um menu principal (id no corpo)',
        security,
        body: wrapped('menuMain', ZMenuMainUpdateSchema),
        response: { 200: ZMenuMainSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateMenuMain(deps(), request.body.menuMain),
  );

  app.put(
    '/reorder',
    {
      onRequest: [app.authorize('MENUMAIN:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Move um menu principal para a posição dada (1 = primeiro) e renumera os demais; a lista responde nessa ordem',
        security,
        body: wrapped('menuMain', ZReorderSchema),
        response: { 200: ZMenuMainSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reorderMenuMain(db, request.body.menuMain),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('MENUMAIN:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui um menu principal',
        security,
        querystring: ZIdSchema,
        response: { 200: ZMenuMainSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteMenuMain(db, request.query.id),
  );
};
