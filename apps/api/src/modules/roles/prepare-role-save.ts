import { count, eq } from 'drizzle-orm';
import { MESSAGES, type TRoleCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { conflict, forbidden, validationError } from '../../lib/app-error.ts';
import { resolveSaveCompanyId, type Actor } from '../access/record-scope.ts';
import { assertCanGrant } from '../access/grantable-permissions.ts';
import type { RoleRecord } from './role-record.ts';

export type RoleValues = { name: string; type: TRoleCreate['type']; permissions: string[]; companyId: number | null };

/** How many users hold the role. */
export const countRoleUsers = async (db: Database, roleId: number): Promise<number> => {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.roleId, roleId));
  return row?.total ?? 0;
};

/**
 * The rules of a role save (create: `current` null). The keys are valid for the type (schema, 400).
 * Non-administrators: no type admin, no company but theirs (403), only keys they hold (403). A role of type
 * admin has no company (400 when one is given).
 * The company must exist (400); a role in use keeps its type (409).
 */
export const prepareRoleSave = async (db: Database, actor: Actor, input: TRoleCreate, current: RoleRecord | null): Promise<RoleValues> => {
  if (!actor.isAdmin && input.type === 'admin') throw forbidden(MESSAGES.access.adminOnlyType);
  // an administrator-type role is the back office's: a company given is refused, one stored before is dropped
  if (input.type === 'admin' && typeof input.companyId === 'number') {
    throw validationError({ companyId: MESSAGES.access.adminRoleWithoutCompany });
  }
  const companyId = input.type === 'admin' ? null : resolveSaveCompanyId(actor, input.companyId, current);
  if (!actor.isAdmin) assertCanGrant(actor, input.permissions);
  if (companyId !== null && companyId !== current?.companyId) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw validationError({ companyId: MESSAGES.validation.invalid });
  }
  if (current && input.type !== current.type && (await countRoleUsers(db, current.id)) > 0) {
    throw conflict(MESSAGES.access.roleTypeInUse, { type: MESSAGES.access.roleTypeInUse });
  }
  return { name: input.name, type: input.type, permissions: input.permissions, companyId };
};
