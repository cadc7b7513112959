import { KEEPS_PUBLIC_PAGES } from '../../plugins/app/page-renderer.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  MESSAGES,
  ZCheckResetCodeResultSchema,
  ZCheckResetCodeSchema,
  ZCurrentUserSchema,
  ZLoggedUserSchema,
  ZLoginSchema,
  ZMessageSchema,
  ZResetPasswordSchema,
  ZSendResetCodeSchema,
} from '@rede/domain';
import { createLoginThrottle } from '../../lib/login-throttle.ts';
import { createRateCounter } from '../../lib/rate-counter.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser } from '../../plugins/app/auth.ts';
import { checkResetPasswordCode } from './check-reset-password-code.ts';
import { logIn } from './log-in.ts';
import { logOut } from './log-out.ts';
import { resetPasswordWithCode } from './reset-password-with-code.ts';
import { sendResetPasswordCode } from './send-reset-password-code.ts';
import { toLoggedUser } from './to-logged-user.ts';

const TAGS = ['login'];

/** /api/login/*: log in (GET as specified, POST for the web app), logged user, logout, reset by code. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, rateLimits: limits } = app;
  const store = app.attemptStore;
  const throttle = createLoginThrottle({ store, clock, limits });
  const sends = createRateCounter({ store, clock, name: 'reset-code-sends', max: limits.resetSendsMax, windowMs: limits.resetSendsWindowMs });
  // Per IP: one shared budget for GET and POST login, one for each reset-code route.
  const perIpLimit = () => app.rateLimit({ max: limits.ipMax, timeWindow: limits.ipWindowMs });
  const loginIpLimit = perIpLimit();
  const loginDeps = (request: FastifyRequest) => ({ db, clock, tokens: app.tokens, ttlSeconds: config.jwtTtlSeconds, throttle, log: request.log });
  const codeDeps = { db, clock, pepper: config.jwtSecret };
  const client = (request: FastifyRequest) => ({ ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null });

  const loginSchema = {
    tags: TAGS,
    response: { 200: ZLoggedUserSchema, ...errorResponses(400, 401, 429) },
  };

  app.get(
    '/login',
    {
      onRequest: [loginIpLimit],
      schema: { ...loginSchema, summary: 'Login (query userName, password, front)', querystring: ZLoginSchema },
    },
    async (request) => logIn(loginDeps(request), { email: request.query.userName, password: request.query.password, ...client(request) }),
  );

  app.post(
    '/login',
    {
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [loginIpLimit],
      schema: { ...loginSchema, summary: 'Login (corpo JSON: a senha não vai na URL)', body: ZLoginSchema },
    },
    async (request) => logIn(loginDeps(request), { email: request.body.userName, password: request.body.password, ...client(request) }),
  );

  app.get(
    '/logged-user',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Usuário logado',
        security: [{ bearerAuth: [] }],
        response: { 200: ZCurrentUserSchema, ...errorResponses(401) },
      },
    },
    async (request) => toLoggedUser(requireUser(request)),
  );

  app.post(
    '/logout',
    {
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [app.authenticate],
      schema: {
        tags: TAGS,
        summary: 'Encerra a sessão atual',
        security: [{ bearerAuth: [] }],
        response: { 204: z.undefined().describe('Sessão encerrada'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await logOut({ db, clock }, requireUser(request).sessionId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/send-reset-password-code',
    {
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [perIpLimit()],
      schema: {
        tags: TAGS,
        summary: 'Envia por e-mail um código de 6 dígitos para redefinir a senha',
        body: ZSendResetCodeSchema,
        response: { 200: ZMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await sendResetPasswordCode(
        { db, clock, pepper: config.jwtSecret, systemName: config.branding.systemName, sends, log: request.log },
        { email: request.body.email, ip: request.ip ?? null },
      );
      return { message: MESSAGES.errors.resetCodeSent };
    },
  );

  app.post(
    '/check-reset-password-code',
    {
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [perIpLimit()],
      schema: {
        tags: TAGS,
        summary: 'Confere o código recebido por e-mail',
        body: ZCheckResetCodeSchema,
        response: { 200: ZCheckResetCodeResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => checkResetPasswordCode(codeDeps, request.body),
  );

  app.post(
    '/reset-password-with-code',
    {
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [perIpLimit()],
      schema: {
        tags: TAGS,
        summary: 'Define a nova senha com o código (encerra todas as sessões)',
        body: ZResetPasswordSchema,
        response: { 200: ZMessageSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await resetPasswordWithCode(codeDeps, request.body);
      return { message: MESSAGES.auth.passwordChanged };
    },
  );
};
