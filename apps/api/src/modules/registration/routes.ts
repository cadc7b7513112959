import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  ZCompanyRegisterBodySchema,
  ZCompanyRegisterResultSchema,
  ZRegistrationFormSchema,
  type TCompanyRegisterResult,
} from '@rede/domain';
import { REGISTRATION_FORM_TOKEN_MAX_AGE_MS } from '@rede/domain/constants';
import { createRateCounter } from '../../lib/rate-counter.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { issueFormToken, readFormToken } from './form-token.ts';
import { registerCompany } from './register-company.ts';

const HOUR_MS = 60 * 60_000;

/**
 * POST /api/login/registerCompany (public) and GET /api/login/registerCompany/form (the form's signed
 * opening time). Anti-spam that does not bother a person: a filled honeypot (`website`) or a form sent
 * sooner than REGISTRATION_MIN_FILL_TIME_MS after the server signed its `formToken` gets the same 201 as
 * a real registration, writes nothing and is logged; a missing, forged or day-old token is 400. Per IP
 * at most `rateLimits.registrationsMax` registrations (the slot is taken before any work, so parallel requests
 * cannot all pass, and given back when the registration is refused) and `rateLimits.registrationRequestsMax`
 * requests per hour (429). The administrators' mail is queued with the registration.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, rateLimits } = app;
  const created = createRateCounter({ store: app.attemptStore, clock, name: 'registrations', max: rateLimits.registrationsMax, windowMs: HOUR_MS });
  const limit = app.rateLimit({ max: rateLimits.registrationRequestsMax, timeWindow: HOUR_MS });
  const success: TCompanyRegisterResult = { message: MESSAGES.auth.registered, status: 'pending' };
  const mail = { systemName: config.branding.systemName, backofficeHost: config.hosts.backoffice };

  /** Takes one of the IP's registration slots now (429 when none is left). */
  const takeSlot = async (ip: string) => {
    const retryAfter = await created.take(ip);
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
  };

  const spamTrap: preValidationAsyncHookHandler = async (request, reply) => {
    const body = (request.body ?? {}) as { website?: unknown; formToken?: unknown };
    const isHoneypot = typeof body.website === 'string' ? body.website.trim() !== '' : body.website !== undefined && body.website !== null;
    const openedAt = typeof body.formToken === 'string' ? readFormToken(config.jwtSecret, body.formToken) : null;
    const ageMs = openedAt === null ? null : clock().getTime() - openedAt;
    if (!isHoneypot && (ageMs === null || ageMs < 0 || ageMs > REGISTRATION_FORM_TOKEN_MAX_AGE_MS)) {
      throw new AppError(400, MESSAGES.auth.registrationFormExpired, { formToken: MESSAGES.auth.registrationFormExpired });
    }
    const isTooFast = ageMs !== null && ageMs < config.registrationMinFillTimeMs;
    if (!isHoneypot && !isTooFast) return;
    await takeSlot(request.ip);
    request.log.warn({ ip: request.ip, reason: isHoneypot ? 'honeypot' : 'fillTime', fillTimeMs: ageMs }, 'cadastro de empresa descartado como spam');
    return reply.code(201).send(success);
  };

  app.get(
    '/registerCompany/form',
    {
      onRequest: [limit],
      schema: {
        tags: ['login'],
        summary: 'Abre o formulário de cadastro: devolve o formToken (a hora de abertura assinada) a enviar com o cadastro',
        response: { 200: ZRegistrationFormSchema, ...errorResponses(429) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { formToken: issueFormToken(config.jwtSecret, clock()) };
    },
  );

  app.post(
    '/registerCompany',
    {
      onRequest: [limit],
      // The spam trap runs before validation: a robot gets its 201 whatever else it sent.
      preValidation: [spamTrap],
      schema: {
        tags: ['login'],
        summary: 'Cadastro público de empresa: pendente e ativa, com o usuário administrador, o perfil, as linhas e o log, numa transação',
        body: ZCompanyRegisterBodySchema,
        response: { 201: ZCompanyRegisterResultSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const key = request.ip;
      await takeSlot(key);
      const input = request.body.company;
      const userAgent = request.headers['user-agent'];
      // a registered company waits for its approval: nothing public changes, the directory is not signalled
      try {
        await registerCompany({ db, now: clock(), mail }, input, {
          ip: request.ip ?? null,
          userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 1000) : null,
        });
      } catch (error) {
        await created.release(key); // nothing was registered: the slot goes back
        throw error;
      }
      return reply.code(201).send(success);
    },
  );
};
