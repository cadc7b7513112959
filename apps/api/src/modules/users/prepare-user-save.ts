import { eq } from 'drizzle-orm';
import { MESSAGES, type TUserCreate, type TUserUpdate, type UserType } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, roles } from '../../db/schema/index.ts';
import { badRequest, forbidden, validationError } from '../../lib/app-error.ts';
import { assertCanGrant, effectiveKeys } from '../access/grantable-permissions.ts';
import { isRoleVisible } from '../roles/role-record.ts';
import { resolveSaveCompanyId, type Actor } from '../access/record-scope.ts';
import type { UserRecord } from './user-record.ts';

/** What POST and PUT /api/users send, as the domain parses it (password handled by the caller). */
export type UserSaveInput = TUserCreate | TUserUpdate;

/** The columns a save writes. */
export type UserValues = {
  name: string;
  email: string;
  type: UserType;
  companyId: number | null;
  roleId: number | null;
  isActive: boolean;
  isAdmin: boolean;
  canDeleteItself: boolean;
};

/**
 * The rules of a user save (create: `current` null), in order:
 * 1. admin-only fields refused to non-administrators (type admin, isAdmin, another company): 403;
 * 2. nobody changes their own type, role, isActive or isAdmin: 403;
 * 3. the company must exist, the role must exist, be visible to the actor, have the user's type and
 *    belong to no company or to the user's company: 400;
 * 4. a non-administrator grants only keys they hold (no role = every key of the type): 403.
 */
export const prepareUserSave = async (db: Database, actor: Actor, input: UserSaveInput, current: UserRecord | null): Promise<UserValues> => {
  if (!actor.isAdmin) {
    if (input.type === 'admin') throw forbidden(MESSAGES.access.adminOnlyType);
    if (input.isAdmin === true) throw forbidden(MESSAGES.access.adminOnlyIsAdmin);
  }
  const values: UserValues = {
    name: input.name,
    email: input.email,
    type: input.type,
    companyId: resolveSaveCompanyId(actor, input.companyId, current),
    roleId: input.roleId === undefined ? (current?.roleId ?? null) : input.roleId,
    isActive: input.isActive ?? current?.isActive ?? true,
    isAdmin: actor.isAdmin ? (input.isAdmin ?? current?.isAdmin ?? false) : (current?.isAdmin ?? false),
    canDeleteItself: input.canDeleteItself ?? current?.canDeleteItself ?? true,
  };

  if (current && current.id === actor.id) {
    const changesAccess =
      values.type !== current.type || values.roleId !== current.roleId || values.isAdmin !== current.isAdmin || values.isActive !== current.isActive;
    if (changesAccess) throw forbidden(MESSAGES.access.selfAccess);
  }

  if (values.companyId !== null && values.companyId !== current?.companyId) {
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, values.companyId));
    if (!company) throw validationError({ companyId: MESSAGES.validation.invalid });
  }

  let permissions: string[] | null = null;
  if (values.roleId !== null) {
    const [role] = await db.select().from(roles).where(eq(roles.id, values.roleId));
    if (!role || !isRoleVisible(actor, role)) throw validationError({ roleId: MESSAGES.validation.invalid });
    if (role.type !== values.type) throw badRequest(MESSAGES.access.roleTypeMismatch, { roleId: MESSAGES.access.roleTypeMismatch });
    if (role.companyId !== null && role.companyId !== values.companyId) {
      throw badRequest(MESSAGES.access.roleOtherCompany, { roleId: MESSAGES.access.roleOtherCompany });
    }
    permissions = role.permissions;
  }

  if (!actor.isAdmin) {
    assertCanGrant(actor, effectiveKeys({ isAdmin: values.isAdmin, type: values.type, role: permissions ? { permissions } : null }));
  }
  return values;
};
