import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  can,
  listEnvelope,
  MESSAGES,
  wrapped,
  ZIdSchema,
  ZInvitationAcceptSchema,
  ZInvitationCreateSchema,
  ZInvitationInfoSchema,
  ZInvitationListQuerySchema,
  ZInvitationSchema,
  ZInvitationTokenSchema,
  ZLoggedUserSchema,
  type PermissionKey,
} from '@rede/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { errorResponses } from '../../lib/schemas.ts';
import { requireUser, type AuthHook } from '../../plugins/app/auth.ts';
import { logActorOf } from '../company-logs/log-actor.ts';
import { KEEPS_PUBLIC_PAGES } from '../../plugins/app/page-renderer.ts';
import { acceptInvitation } from './accept-invitation.ts';
import { invitationPageUrl } from './invitation-link.ts';
import { getInvitationView, findCompanyInvitations } from './invitation-views.ts';
import { inviteAdminOfCompany } from './invite-admin-of-company.ts';
import { readInvitation } from './read-invitation.ts';
import { resendInvitation } from './resend-invitation.ts';
import { revokeInvitation } from './revoke-invitation.ts';

const TAGS = ['invitations'];
const security = [{ bearerAuth: [] }];

/**
 * /api/invitations: the invited person reads the invitation and accepts it with a password of their own
 * (public: the token is the credential, always in the POST body, never in a URL); staff invite the
 * administrator of a company that has none, resend (a new link, the old one dies), revoke, and list a
 * company's invitations with their state. Inviting creates a login account: COMPANY:UPDATE and USER:CREATE.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, clock, config, rateLimits: limits } = app;
  const mail = { systemName: config.branding.systemName, pageUrl: invitationPageUrl(config) };
  // Per IP, like the login and reset-code routes: a token is 256 random bits, the limit keeps the noise down.
  const perIpLimit = () => app.rateLimit({ max: limits.ipMax, timeWindow: limits.ipWindowMs });
  /** authorize(first) and also the other keys: 403 naming what is missing. */
  const authorizeAll =
    (first: PermissionKey, ...others: PermissionKey[]): AuthHook =>
    async (request, reply) => {
      await app.authorize(first)(request, reply);
      const user = requireUser(request);
      for (const key of others) {
        if (!can(user, key)) throw forbidden(key === 'USER:CREATE' ? MESSAGES.invitations.companyAdminNeedsUserCreate : undefined);
      }
    };
  const manage = authorizeAll('COMPANY:UPDATE', 'USER:CREATE');
  const view = async (id: number) => {
    const invitation = await getInvitationView(db, id, clock());
    if (!invitation) throw notFound();
    return invitation;
  };

  app.post(
    '/read',
    {
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [perIpLimit()],
      schema: {
        tags: TAGS,
        summary: 'Dados do convite (nome, e-mail, empresa, validade) pelo token do link, enviado no corpo',
        body: ZInvitationTokenSchema,
        response: { 200: ZInvitationInfoSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => readInvitation(db, request.body.token, clock()),
  );

  app.post(
    '/accept',
    {
      config: KEEPS_PUBLIC_PAGES,
      onRequest: [perIpLimit()],
      schema: {
        tags: TAGS,
        summary: 'Aceita o convite com a senha escolhida pela pessoa (uso único) e abre a sessão',
        body: ZInvitationAcceptSchema,
        response: { 200: ZLoggedUserSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) =>
      acceptInvitation(
        { db, clock, tokens: app.tokens, ttlSeconds: config.jwtTtlSeconds, log: request.log },
        { token: request.body.token, password: request.body.password, ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
      ),
  );

  app.get(
    '/',
    {
      onRequest: [authorizeAll('COMPANY:LIST', 'USER:LIST')],
      schema: {
        tags: TAGS,
        summary: 'Convites de uma empresa (mais recentes primeiro) com o estado: sent, accepted, expired, revoked',
        security,
        querystring: ZInvitationListQuerySchema,
        response: { 200: listEnvelope(ZInvitationSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => findCompanyInvitations(db, request.query.companyId!, clock()),
  );

  app.post(
    '/',
    {
      onRequest: [manage],
      schema: {
        tags: TAGS,
        summary: 'Convida por e-mail o administrador de uma empresa que não tem (a pessoa escolhe a senha)',
        security,
        body: wrapped('invitation', ZInvitationCreateSchema),
        response: { 201: ZInvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const id = await inviteAdminOfCompany({ db, now: clock(), mail }, logActorOf(request), request.body.invitation);
      request.log.info({ event: 'invitation.sent', invitationId: id, companyId: request.body.invitation.companyId }, 'convite enviado');
      return reply.code(201).send(await view(id));
    },
  );

  app.post(
    '/:id/resend',
    {
      onRequest: [manage],
      schema: {
        tags: TAGS,
        summary: 'Reenvia o convite: um link novo (mais 7 dias); o anterior deixa de valer',
        security,
        params: ZIdSchema,
        response: { 200: ZInvitationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const id = await resendInvitation({ db, now: clock(), mail }, request.params.id, { id: user.id, name: user.name });
      request.log.info({ event: 'invitation.resent', invitationId: id, previousId: request.params.id }, 'convite reenviado');
      return view(id);
    },
  );

  app.post(
    '/:id/revoke',
    {
      onRequest: [manage],
      schema: {
        tags: TAGS,
        summary: 'Revoga o convite: o link deixa de valer',
        security,
        params: ZIdSchema,
        response: { 200: ZInvitationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokeInvitation(db, request.params.id, clock());
      return view(request.params.id);
    },
  );
};
