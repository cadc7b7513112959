import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZUserOwnerOptionSchema, ZVisualIdentityRequestSchema, ZVisualIdentitySchema } from '@rede/domain';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { findOwnerItems } from './find-owner-items.ts';
import { findVisualIdentity } from './find-visual-identity.ts';

const TAGS = ['login'];
const security = [{ bearerAuth: [] }];

/**
 * /api/login/user-owner-items and /api/login/user-visual-identity (registered under /login by
 * routes.ts, kept apart from the login module): the user's owners and their visual identity.
 */
export const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/user-owner-items',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary:
          "Lista (um array, como diz a seção 7) de id/name das empresas pelas quais o usuário pode agir; usuários do tipo administrador recebem antes { id: -1, name: 'all' } e as empresas só com COMPANY:LIST",
        security,
        response: { 200: z.array(ZUserOwnerOptionSchema), ...errorResponses(401) },
      },
    },
    async (request) => findOwnerItems(db, requireUser(request)),
  );

  app.post(
    '/user-visual-identity',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Logo e cor principal da primeira empresa do usuário (ou da empresa `companyId` do corpo)',
        security,
        body: ZVisualIdentityRequestSchema,
        response: { 200: ZVisualIdentitySchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => findVisualIdentity(db, requireUser(request), request.body?.companyId ?? undefined),
  );
};
