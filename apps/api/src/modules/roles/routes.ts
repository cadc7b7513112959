import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listEnvelope, wrapped, ZIdSchema, ZRoleCreateSchema, ZRoleListQuerySchema, ZRoleSchema, ZRoleUpdateSchema } from '@rede/domain';
import { withExport } from '../../lib/list/export-query.ts';
import { listOrExport } from '../../lib/list/list-or-export.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { createRole } from './create-role.ts';
import { deleteRole } from './delete-role.ts';
import { findRoles } from './find-roles.ts';
import { getVisibleRole, toRole } from './role-record.ts';
import { ROLE_LIST } from './role-list.ts';
import { updateRole } from './update-role.ts';

const TAGS = ['roles'];
const security = [{ bearerAuth: [] }];

/**
 * /api/roles (feature ROLE): access profiles. Administrators see and edit every role; anyone else
 * with the permission the roles of their companies (plus, read-only, the shared roles of their type).
 */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock } = app;
  const deps = () => ({ db, now: clock() });

  app.get(
    '/',
    {
      onRequest: [app.authorize('ROLE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Lista paginada (filtros type, companyId; planilha .xlsx com format=xlsx)',
        security,
        querystring: withExport(ZRoleListQuerySchema),
        response: { 200: listEnvelope(ZRoleSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      return listOrExport(reply, {
        definition: ROLE_LIST,
        query: request.query,
        find: (query, page) => findRoles(db, actor, query, page),
        now: clock(),
      });
    },
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authorize('ROLE:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Um perfil de acesso',
        security,
        params: ZIdSchema,
        response: { 200: ZRoleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => toRole(await getVisibleRole(db, requireUser(request), request.params.id)),
  );

  app.post(
    '/',
    {
      onRequest: [app.authorize('ROLE:CREATE')],
      schema: {
        tags: TAGS,
        summary: 'Cadastra um perfil de acesso (permissões válidas para o tipo e que o usuário possui)',
        security,
        body: wrapped('role', ZRoleCreateSchema),
        response: { 201: ZRoleSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await createRole(deps(), requireUser(request), request.body.role)),
  );

  app.put(
    '/',
    {
      onRequest: [app.authorize('ROLE:UPDATE')],
      schema: {
        tags: TAGS,
        summary: 'Altera um perfil de acesso (id no corpo)',
        security,
        body: wrapped('role', ZRoleUpdateSchema),
        response: { 200: ZRoleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateRole(deps(), requireUser(request), request.body.role),
  );

  app.delete(
    '/',
    {
      onRequest: [app.authorize('ROLE:DELETE')],
      schema: {
        tags: TAGS,
        summary: 'Exclui um perfil de acesso (recusado enquanto algum usuário o usa)',
        security,
        querystring: ZIdSchema,
        response: { 200: ZRoleSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deleteRole(deps(), requireUser(request), request.query.id),
  );
};
