import { eq } from 'drizzle-orm';
import type { TUser, UserType } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema/index.ts';

/** The columns a user row is read with (never the password hash), with its company and role. */
export const USER_RECORD_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  type: users.type,
  companyId: users.companyId,
  companyName: companies.name,
  roleId: users.roleId,
  roleName: roles.name,
  roleType: roles.type,
  rolePermissions: roles.permissions,
  isActive: users.isActive,
  isAdmin: users.isAdmin,
  canDeleteItself: users.canDeleteItself,
  dtRegister: users.dtRegister,
  dtUpdate: users.dtUpdate,
};

type SelectedUser = {
  id: number;
  name: string;
  email: string;
  type: string;
  companyId: number | null;
  companyName: string | null;
  roleId: number | null;
  roleName: string | null;
  roleType: string | null;
  rolePermissions: string[] | null;
  isActive: boolean;
  isAdmin: boolean;
  canDeleteItself: boolean;
  dtRegister: Date;
  dtUpdate: Date;
};

/** A user row as the rules read it: the role's keys and type feed the permission checks. */
export type UserRecord = Omit<SelectedUser, 'type' | 'roleName' | 'roleType' | 'rolePermissions'> & {
  type: UserType;
  role: { id: number; name: string; type: UserType; permissions: string[] } | null;
};

export const toUserRecord = (row: SelectedUser): UserRecord => {
  const { roleName, roleType, rolePermissions, ...rest } = row;
  return {
    ...rest,
    type: row.type as UserType,
    role:
      row.roleId !== null && roleName !== null
        ? { id: row.roleId, name: roleName, type: roleType as UserType, permissions: rolePermissions ?? [] }
        : null,
  };
};

/** The user with its company and role, or null. */
export const findUserRecord = async (db: Database, id: number): Promise<UserRecord | null> => {
  const [row] = await db
    .select(USER_RECORD_COLUMNS)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, id));
  return row ? toUserRecord(row) : null;
};

/** A user as the API answers it (no password, no hash). */
export const toUser = (record: UserRecord): TUser => ({
  id: record.id,
  name: record.name,
  type: record.type,
  companyId: record.companyId,
  company: record.companyId !== null && record.companyName !== null ? { id: record.companyId, name: record.companyName } : null,
  roleId: record.roleId,
  role: record.role ? { id: record.role.id, name: record.role.name } : null,
  email: record.email,
  isActive: record.isActive,
  isAdmin: record.isAdmin,
  canDeleteItself: record.canDeleteItself,
  dtRegister: record.dtRegister.toISOString(),
  dtUpdate: record.dtUpdate.toISOString(),
});
