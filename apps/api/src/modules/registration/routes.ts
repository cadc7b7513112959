import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, REGISTRATION_MIN_FILL_TIME_MS, ZCompanyRegisterBodySchema, ZCompanyRegisterResultSchema, type TCompanyRegisterResult } from '@rede/domain';
import { createAttemptLimiter } from '../../lib/attempt-limiter.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { notifyPendingApproval } from '../companys/notify-pending-approval.ts';
import { registerCompany } from './register-company.ts';

const HOUR_MS = 60 * 60_000;
/** Per IP: registrations (real or caught as spam) per hour = ceil(ipMax / 2) (5 by default). */
export const registrationsPerHour = (ipMax: number) => Math.ceil(ipMax / 2);
/** Per IP: requests of any outcome per hour = 3 × ipMax (30 by default), so mistakes never lock a person out. */
export const registrationRequestsPerHour = (ipMax: number) => ipMax * 3;

/**
 * POST /api/login/registerCompany (public). Anti-spam that does not bother a person: a filled honeypot
 * (`website`) or a form sent in less than REGISTRATION_MIN_FILL_TIME_MS (`fillTimeMs`) gets the same 201 as a real
 * registration, writes nothing and is logged; per IP at most `registrationsPerHour` registrations and
 * `registrationRequestsPerHour` requests per hour (429). Administrators are mailed after the commit.
 */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, rateLimits } = app;
  const created = createAttemptLimiter({ max: registrationsPerHour(rateLimits.ipMax), windowMs: HOUR_MS, clock });
  const limit = app.rateLimit({ max: registrationRequestsPerHour(rateLimits.ipMax), timeWindow: HOUR_MS });
  const success: TCompanyRegisterResult = { message: MESSAGES.auth.registered, status: 'pending' };

  const spamTrap: preValidationAsyncHookHandler = async (request, reply) => {
    const body = (request.body ?? {}) as { website?: unknown; fillTimeMs?: unknown };
    const isHoneypot = typeof body.website === 'string' ? body.website.trim() !== '' : body.website !== undefined && body.website !== null;
    const fillTimeMs = body.fillTimeMs === undefined || body.fillTimeMs === null || body.fillTimeMs === '' ? null : Number(body.fillTimeMs);
    const isTooFast = fillTimeMs !== null && Number.isFinite(fillTimeMs) && fillTimeMs < REGISTRATION_MIN_FILL_TIME_MS;
    if (!isHoneypot && !isTooFast) return;
    const retryAfter = created.retryAfter(request.ip);
    if (retryAfter > 0) throw tooManyRequests(retryAfter);
    created.hit(request.ip);
    request.log.warn({ ip: request.ip, reason: isHoneypot ? 'honeypot' : 'fillTime', fillTimeMs }, 'cadastro de empresa descartado como spam');
    return reply.code(201).send(success);
  };

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
      const retryAfter = created.retryAfter(key);
      if (retryAfter > 0) throw tooManyRequests(retryAfter);
      const input = request.body.company;
      const userAgent = request.headers['user-agent'];
      const { companyId } = await registerCompany({ db, now: clock() }, input, {
        ip: request.ip ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 1000) : null,
      });
      created.hit(key);
      app.directoryChanges.emit({ companyIds: [companyId] });
      await notifyPendingApproval(
        { db, mailer: app.mailer, log: request.log, systemName: config.branding.systemName, backofficeHost: config.hosts.backoffice },
        { companyId, action: 'create', actorName: input.adminName },
      );
      return reply.code(201).send(success);
    },
  );
};
