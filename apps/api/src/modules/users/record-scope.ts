import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@rede/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../sessions/auth-user.ts';

/** What the company rules read of the acting user. */
export type Actor = Pick<AuthUser, 'id' | 'isAdmin' | 'type' | 'role' | 'companyIds'>;

/**
 * Company scope of user and role rows (section 4): administrators (isAdmin) see and edit every row;
 * anyone else sees and edits only rows owned by one of their companies (`companyIds`).
 */
export const isOwnCompany = (actor: Actor, companyId: number | null): boolean =>
  companyId !== null && actor.companyIds.includes(companyId);

/** SQL condition limiting a list to the actor's companies (undefined for administrators). */
export const ownCompanyCondition = (actor: Actor, column: AnyPgColumn): SQL | undefined => {
  if (actor.isAdmin) return undefined;
  return actor.companyIds.length > 0 ? inArray(column, actor.companyIds) : sql`false`;
};

/**
 * 403 unless the actor may edit or delete a row owned by `companyId`: administrators always; others
 * only rows of their companies (rows without company are administrators' only).
 */
export const assertCanChangeRow = (actor: Actor, companyId: number | null): void => {
  if (actor.isAdmin) return;
  if (companyId === null) throw forbidden(MESSAGES.access.noCompanyOnlyAdmin);
  if (!isOwnCompany(actor, companyId)) throw notFound();
};

/**
 * The company a save stores. Administrators choose freely (`undefined` keeps `current`). Others:
 * a given id must be one of their companies (403 otherwise); none given keeps the row's company
 * (update) or takes their first company (create; 403 when they have none).
 */
export const resolveSaveCompanyId = (
  actor: Actor,
  requested: number | null | undefined,
  current: { companyId: number | null } | null,
): number | null => {
  if (actor.isAdmin) return requested === undefined ? (current?.companyId ?? null) : requested;
  if (typeof requested === 'number') {
    if (!actor.companyIds.includes(requested)) throw forbidden(MESSAGES.access.adminOnlyCompany);
    return requested;
  }
  if (current) return current.companyId;
  const first = actor.companyIds[0];
  if (first === undefined) throw forbidden(MESSAGES.access.noCompanyToSave);
  return first;
};
