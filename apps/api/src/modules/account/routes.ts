import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  wrapped,
  ZChangePasswordSchema,
  ZCurrentUserSchema,
  ZLoggedUserSchema,
  ZMessageSchema,
  ZUserProfileUpdateSchema,
} from '@rede/domain';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { changeLoggedUserPassword } from './change-logged-user-password.ts';
import { deleteItself } from './delete-itself.ts';
import { updateLoggedUser } from './update-logged-user.ts';

const TAGS = ['login'];
const security = [{ bearerAuth: [] }];

/**
 * The logged user's own account, under /api/login (registered beside the login routes): change
 * password, my profile (extension: update-logged-user) and self-deletion.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, rateLimits: limits } = app;
  // Wrong old passwords per user: the same budget as failed logins per account.
  const failures = createAttemptLimiter({ max: limits.loginFailuresMax, windowMs: limits.loginFailuresWindowMs, clock });
  const client = (request: FastifyRequest) => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });

  app.put(
    '/change-logged-user-password',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Troca a senha do usuário logado (encerra todas as sessões e devolve um novo token)',
        security,
        body: ZChangePasswordSchema,
        response: { 200: ZLoggedUserSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      changeLoggedUserPassword(
        { db, clock, tokens: app.tokens, ttlSeconds: config.jwtTtlSeconds, failures },
        requireUser(request),
        request.body,
        client(request),
      ),
  );

  app.put(
    '/update-logged-user',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Meu Perfil: altera nome e e-mail do usuário logado (extensão)',
        security,
        body: wrapped('user', ZUserProfileUpdateSchema),
        response: { 200: ZCurrentUserSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => updateLoggedUser({ db, now: clock() }, requireUser(request), request.body.user),
  );

  app.post(
    '/deleteItself',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Exclui a conta do usuário logado (se canDeleteItself); as empresas e o seu log ficam',
        security,
        response: { 200: ZMessageSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      await deleteItself({ db, now: clock() }, requireUser(request));
      return { message: MESSAGES.access.accountDeleted };
    },
  );
};
