import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/app/auth.ts';

/**
 * The companies whose lines the user may manage: a company user's own; undefined (all) for the
 * administrators that `can()` lets through (isAdmin). COMPANYLINE itself is company-type only.
 */
export const companyLineScopeOf = (request: FastifyRequest): readonly number[] | undefined => {
  const user = requireUser(request);
  return user.type === 'company' ? user.companyIds : undefined;
};
