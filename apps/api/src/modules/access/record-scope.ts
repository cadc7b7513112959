import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { MESSAGES } from '@rede/domain';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

/** What the company rules read of the acting user. */
export type Actor = Pick<AuthUser, 'id' | 'isAdmin' | 'type' | 'role' | 'companyIds'>;

/**
 * Back-office staff: admin-type users without the admin flag (their role decides what they may do).
 * Like administrators they see the rows of every company; unlike them they never change a row without
 * a company (section 4), an administrator, or a user holding more than they do (assertCanChangeUser).
 */
export const isStaff = (actor: Actor): boolean => !actor.isAdmin && actor.type === 'admin';

/** Administrators and staff see every user and role row; company users the rows of their companies. */
const seesEveryCompany = (actor: Actor): boolean => actor.isAdmin || isStaff(actor);

/**
 * Company scope of user and role rows (section 4): administrators (isAdmin) see and edit every row;
 * staff see every row and edit rows with a company; company users see and edit only rows owned by one
 * of their companies (`companyIds`).
 */
export const isOwnCompany = (actor: Actor, companyId: number | null): boolean => companyId !== null && actor.companyIds.includes(companyId);

/** Whether the actor sees a row owned by `companyId`. */
export const isVisibleRow = (actor: Actor, companyId: number | null): boolean => seesEveryCompany(actor) || isOwnCompany(actor, companyId);

/** SQL condition limiting a list to the actor's companies (undefined for administrators and staff). */
export const ownCompanyCondition = (actor: Actor, column: AnyPgColumn): SQL | undefined => {
  if (seesEveryCompany(actor)) return undefined;
  return actor.companyIds.length > 0 ? inArray(column, actor.companyIds) : sql`false`;
};

/**
 * 403 unless the actor may edit or delete a row owned by `companyId`: administrators always; others
 * only rows with a company (rows without one are administrators' only): staff any company, company
 * users their own (another company's row is 404, as if it did not exist).
 */
export const assertCanChangeRow = (actor: Actor, companyId: number | null): void => {
  if (actor.isAdmin) return;
  if (companyId === null) throw forbidden(MESSAGES.access.noCompanyOnlyAdmin);
  if (isStaff(actor)) return;
  if (!isOwnCompany(actor, companyId)) throw notFound();
};

/**
 * The company a save stores. Administrators choose freely (`undefined` keeps `current`). Staff choose
 * any company but none (a row without a company is administrators' only). Company users: a given id
 * must be one of their companies (403 otherwise); none given keeps the row's company (update) or takes
 * their first company (create; 403 when they have none).
 */
export const resolveSaveCompanyId = (
  actor: Actor,
  requested: number | null | undefined,
  current: { companyId: number | null } | null,
): number | null => {
  if (actor.isAdmin) return requested === undefined ? (current?.companyId ?? null) : requested;
  if (isStaff(actor)) {
    const companyId = requested === undefined ? (current?.companyId ?? null) : requested;
    if (companyId === null) throw forbidden(MESSAGES.access.staffNeedsCompany);
    return companyId;
  }
  if (typeof requested === 'number') {
    if (!actor.companyIds.includes(requested)) throw forbidden(MESSAGES.access.adminOnlyCompany);
    return requested;
  }
  if (current) return current.companyId;
  const first = actor.companyIds[0];
  if (first === undefined) throw forbidden(MESSAGES.access.noCompanyToSave);
  return first;
};
