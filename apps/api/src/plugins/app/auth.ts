import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, ERROR_CODES, MESSAGES, type PermissionKey } from '@rede/domain';
import { AppError, forbidden, unauthorized } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { createTokenService, type TokenService } from '../../lib/token.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { findSessionUser } from '../../lib/auth/find-session-user.ts';

export type AuthHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged user, set by `app.authenticate` (null on public routes). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * onRequest/preHandler hook: 401 unless the Bearer token is valid and its session live; 403
     * (PASSWORD_CHANGE_REQUIRED) while the user must change the password, outside ALLOWED_BEFORE_PASSWORD_CHANGE.
     */
    authenticate: AuthHook;
    /** onRequest/preHandler hook: authenticates, then 403 unless `can(user, key)` (section 6 rules). */
    authorize: (key: PermissionKey) => AuthHook;
  }
}

/**
 * What a user who must change the password (the first administrator on its generated password, a
 * password under today's policy) may still call: the change-password screen, the shell around it
 * (owner selector, visual identity) and logout. Every other authenticated route answers 403.
 */
const ALLOWED_BEFORE_PASSWORD_CHANGE: ReadonlySet<string> = new Set([
  'GET /api/login/logged-user',
  'PUT /api/login/change-logged-user-password',
  'POST /api/login/logout',
  'POST /api/login/user-owner-items',
  'POST /api/login/user-visual-identity',
]);

const routeKey = (request: FastifyRequest): string => `${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url ?? ''}`;

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
};

/** The logged user of an authenticated route (throws 401 if the route forgot `app.authenticate`). */
export const requireUser = (request: FastifyRequest): AuthUser => {
  if (!request.user) throw unauthorized();
  return request.user;
};

export const authPlugin = fp<{ jwtSecret: string; jwtTtlSeconds: number; clock: Clock }>(
  async (app, { jwtSecret, jwtTtlSeconds, clock }) => {
    app.decorate('tokens', createTokenService({ secret: jwtSecret, ttlSeconds: jwtTtlSeconds }));
    app.decorateRequest('user', null);

    const authenticate: AuthHook = async (request) => {
      if (request.user) return;
      const token = bearerToken(request);
      if (!token) throw unauthorized();
      const now = clock();
      const claims = app.tokens.verify(token, now);
      const userId = claims ? Number(claims.sub) : Number.NaN;
      if (!claims || !Number.isInteger(userId) || !/^[0-9a-f-]{36}$/i.test(claims.sid)) throw unauthorized();
      const user = await findSessionUser(app.db, { sessionId: claims.sid, userId, now });
      if (!user) throw unauthorized();
      if (user.mustChangePassword && !ALLOWED_BEFORE_PASSWORD_CHANGE.has(routeKey(request))) {
        throw new AppError(403, MESSAGES.auth.passwordChangeRequired, null, ERROR_CODES.passwordChangeRequired);
      }
      request.user = user;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('authorize', (key: PermissionKey): AuthHook => async (request, reply) => {
      await authenticate(request, reply);
      if (!can(requireUser(request), key)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
