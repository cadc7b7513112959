import type { FastifyInstance } from 'fastify';
import { forbidden } from '../../lib/app-error.ts';
import { requireUser, type AuthHook } from '../../plugins/app/auth.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

/** onRequest hook: any logged user of type company (403 for other types). */
export const companyUserOnly =
  (app: FastifyInstance): AuthHook =>
  async (request, reply) => {
    await app.authenticate(request, reply);
    if (requireUser(request).type !== 'company') throw forbidden();
  };

/** True when the user manages the company (user_companies or users.company_id). */
export const managesCompany = (user: AuthUser, companyId: number): boolean => user.companyIds.includes(companyId);
