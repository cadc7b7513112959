import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  wrapped,
  ZChangePasswordSchema,
  ZCurrentUserSchema,
  ZDeleteItselfSchema,
  ZEmailChangeConfirmSchema,
  ZEmailChangeRequestSchema,
  ZEmailChangeSentSchema,
  ZLoggedUserSchema,
  ZMessageSchema,
  ZUserProfileUpdateSchema,
} from '@rede/domain';
import { createRateCounter } from '../../lib/rate-counter.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { changeLoggedUserPassword } from './change-logged-user-password.ts';
import { confirmEmailChange } from './confirm-email-change.ts';
import { deleteItself } from './delete-itself.ts';
import { sendEmailChangeCode } from './send-email-change-code.ts';
import { updateLoggedUser } from './update-logged-user.ts';

const TAGS = ['login'];
const security = [{ bearerAuth: [] }];

/**
 * The logged user's own account, under /api/login (registered beside the login routes): change
 * password, my profile (extension: update-logged-user, and the e-mail change by code) and self-deletion.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, rateLimits: limits, attemptStore: store } = app;
  // Wrong current passwords per user (change password, e-mail change and self-deletion share the budget).
  const failures = createRateCounter({
    store,
    clock,
    name: 'current-password',
    max: limits.loginFailuresMax,
    windowMs: limits.loginFailuresWindowMs,
  });
  const sends = createRateCounter({ store, clock, name: 'email-change-sends', max: limits.resetSendsMax, windowMs: limits.resetSendsWindowMs });
  const perIpLimit = () => app.rateLimit({ max: limits.ipMax, timeWindow: limits.ipWindowMs });
  const client = (request: FastifyRequest) => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });
  const mailDeps = { pepper: config.jwtSecret, systemName: config.branding.systemName };

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
        { db, clock, tokens: app.tokens, ttlSeconds: config.jwtTtlSeconds, failures, log: request.log },
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
        summary: 'Meu Perfil: altera o nome do usuário logado (extensão; o e-mail muda por send-email-change-code)',
        security,
        body: wrapped('user', ZUserProfileUpdateSchema),
        response: { 200: ZCurrentUserSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateLoggedUser({ db, now: clock() }, requireUser(request), request.body.user),
  );

  app.post(
    '/send-email-change-code',
    {
      onRequest: [perIpLimit(), app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Meu Perfil: pede a troca do e-mail de acesso (senha atual; envia um código ao novo e-mail)',
        security,
        body: wrapped('emailChange', ZEmailChangeRequestSchema),
        response: { 200: ZEmailChangeSentSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      sendEmailChangeCode(
        { db, clock, ...mailDeps, failures, sends, log: request.log },
        requireUser(request),
        request.body.emailChange,
        request.ip ?? null,
      ),
  );

  app.post(
    '/confirm-email-change',
    {
      onRequest: [perIpLimit(), app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Meu Perfil: confirma o novo e-mail com o código (encerra as outras sessões e avisa o e-mail antigo)',
        security,
        body: wrapped('emailChange', ZEmailChangeConfirmSchema),
        response: { 200: ZCurrentUserSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => confirmEmailChange({ db, clock, ...mailDeps, log: request.log }, requireUser(request), request.body.emailChange.code),
  );

  app.post(
    '/deleteItself',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Exclui a conta do usuário logado (se canDeleteItself; senha atual); as empresas e o seu log ficam',
        security,
        body: wrapped('account', ZDeleteItselfSchema),
        response: { 200: ZMessageSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      await deleteItself({ db, now: clock(), failures, log: request.log }, requireUser(request), request.body.account);
      return { message: MESSAGES.access.accountDeleted };
    },
  );
};
