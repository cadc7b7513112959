import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope, wrapped, ZIdSchema, ZUserCreateSchema, ZUserListQuerySchema, ZUserSchema, ZUserUpdateSchema } from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { createUser } from './create-user.ts';
import { deleteUser } from './delete-user.ts';
import { findUsers } from './find-users.ts';
import { getUser } from './get-user.ts';
import { updateUser } from './update-user.ts';
import { USER_LIST } from './user-list.ts';

const TAGS = ['users'];
const security = [{ bearerAuth: [] }];

/**
 * /api/users (feature USER): administrators see and edit every user; anyone else with the permission
 * only the users of their companies, within the rules of README 'Users, roles and account'.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const deps = () => ({ db, now: clock() });

  app.get(
    '/',
    {
      onRequest: [app.authorize('USER:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada (filtros type, isActive, companyId; planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZUserListQuerySchema),
        response: { 200: listEnvelope(ZUserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      return listOrExport(reply, {
        definition: USER_LIST,
        query: request.query,
        find: (query, page) => findUsers(db, actor, query, page),
        now: clock(),
      });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('USER:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Um usuário',
        security,
        params: ZIdSchema,
        response: { 200: ZUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getUser(db, requireUser(request), request.params.id),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('USER:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra um usuário (password e password_confirm)',
        security,
        body: wrapped('user', ZUserCreateSchema),
        response: { 201: ZUserSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createUser(deps(), requireUser(request), request.body.user)),
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('USER:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Altera um usuário (id no corpo; senha vazia mantém a atual; nova senha ou inativação encerram as sessões)',
        security,
        body: wrapped('user', ZUserUpdateSchema),
        response: { 200: ZUserSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateUser(deps(), requireUser(request), request.body.user),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('USER:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui um usuário (e encerra as suas sessões)',
        security,
        querystring: ZIdSchema,
        response: { 200: ZUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => deleteUser(deps(), requireUser(request), request.query.id),
  );
};
