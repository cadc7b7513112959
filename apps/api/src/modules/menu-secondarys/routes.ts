import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  listEnvelope,
  wrapped,
  ZMenuSecondaryCreateSchema,
  ZMenuSecondaryListQuerySchema,
  ZMenuSecondarySchema,
  ZMenuSecondaryUpdateSchema,
  ZIdSchema,
  ZReorderSchema,
} from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { MENU_SECONDARY_LIST } from './menu-secondary-list.ts';
import { createMenuSecondary } from './create-menu-secondary.ts';
import { deleteMenuSecondary } from './delete-menu-secondary.ts';
import { findMenuSecondarys } from './find-menu-secondarys.ts';
import { getMenuSecondary } from './get-menu-secondary.ts';
import { reorderMenuSecondary } from './reorder-menu-secondary.ts';
import { updateMenuSecondary } from './update-menu-secondary.ts';

const TAGS = ['menuSecondarys'];
const security = [{ bearerAuth: [] }];

/** /api/menuSecondarys: secondary menus of the app (feature MENUSECONDARY, admin-type users). */
export const menuSecondaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const deps = () => ({ db, now: clock() });

  app.get(
    '/',
    {
      onRequest: [app.authorize('MENUSECONDARY:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada (ou planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZMenuSecondaryListQuerySchema),
        response: { 200: listEnvelope(ZMenuSecondarySchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      listOrExport(reply, {
        definition: MENU_SECONDARY_LIST,
        query: request.query,
        find: (query, page) => findMenuSecondarys(db, query, page),
        now: clock(),
      }),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('MENUSECONDARY:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Um menu secundário',
        security,
        params: ZIdSchema,
        response: { 200: ZMenuSecondarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getMenuSecondary(db, request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('MENUSECONDARY:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra um menu secundário',
        security,
        body: wrapped('menuSecondary', ZMenuSecondaryCreateSchema),
        response: { 201: ZMenuSecondarySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createMenuSecondary(deps(), request.body.menuSecondary)),
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('MENUSECONDARY:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Altera um menu secundário (id no corpo)',
        security,
        body: wrapped('menuSecondary', ZMenuSecondaryUpdateSchema),
        response: { 200: ZMenuSecondarySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateMenuSecondary(deps(), request.body.menuSecondary),
  );

  app.put(
    '/reorder',
    {
      onRequest: [app.authorize('MENUSECONDARY:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Move um menu secundário para a posição dada (1 = primeiro) e renumera os demais; a lista responde nessa ordem',
        security,
        body: wrapped('menuSecondary', ZReorderSchema),
        response: { 200: ZMenuSecondarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => reorderMenuSecondary(db, request.body.menuSecondary),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('MENUSECONDARY:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui um menu secundário',
        security,
        querystring: ZIdSchema,
        response: { 200: ZMenuSecondarySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteMenuSecondary(db, request.query.id),
  );
};
