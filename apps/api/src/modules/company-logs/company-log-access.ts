import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@rede/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { requireUser, type AuthHook } from '../../plugins/app/auth.ts';

/**
 * onRequest hook of the log routes: company-type users may read the logs of their own companies
 * (section 6); other users need COMPANYLOG:LIST (403 otherwise).
 */
export const logsReader =
  (app: FastifyInstance): AuthHook =>
  async (request, reply) => {
    await app.authenticate(request, reply);
    const user = requireUser(request);
    if (user.type !== 'company' && !can(user, 'COMPANYLOG:LIST')) throw forbidden();
  };

/** The companies whose logs the user may read: a company user's own; undefined (all) for the others. */
export const logScopeOf = (request: FastifyRequest): readonly number[] | undefined => {
  const user = requireUser(request);
  return user.type === 'company' ? user.companyIds : undefined;
};

/** 404 unless the company is in the scope (its existence is not revealed). */
export const assertInLogScope = (scope: readonly number[] | undefined, companyId: number): void => {
  if (scope && !scope.includes(companyId)) throw notFound();
};
