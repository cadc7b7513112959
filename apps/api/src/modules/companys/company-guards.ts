import type { FastifyInstance } from 'fastify';
import { can, type PermissionKey } from '@rede/domain';
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

/**
 * onRequest hook: a company-type user whose own access profile holds `key` (MYCOMPANY:UPDATE or
 * MYCOMPANY:CREATE), else 403 with `message`. Checked before the company is looked up, as the
 * administrators' routes check their permission first.
 */
export const companyUserWith =
  (app: FastifyInstance, key: PermissionKey, message: string): AuthHook =>
  async (request, reply) => {
    await companyUserOnly(app)(request, reply);
    if (!can(requireUser(request), key)) throw forbidden(message);
  };

/** True when the user manages the company (user_companies or users.company_id). */
export const managesCompany = (user: AuthUser, companyId: number): boolean => user.companyIds.includes(companyId);
