import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserType } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { roles, sessions, userCompanies, users } from '../../db/schema/index.ts';
import type { AuthUser } from './auth-user.ts';

/**
 * The user of a live session in ONE query: session not revoked nor expired at `now`, user active,
 * role and managed company ids included. Null when any of that fails.
 */
export const findSessionUser = async (
  db: Database,
  { sessionId, userId, now }: { sessionId: string; userId: number; now: Date },
): Promise<AuthUser | null> => {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      type: users.type,
      isAdmin: users.isAdmin,
      isActive: users.isActive,
      companyId: users.companyId,
      roleId: users.roleId,
      canDeleteItself: users.canDeleteItself,
      mustChangePassword: users.mustChangePassword,
      dtRegister: users.dtRegister,
      dtUpdate: users.dtUpdate,
      roleName: roles.name,
      roleType: roles.type,
      rolePermissions: roles.permissions,
      companyIds: sql<
        number[]
      >`coalesce((select array_agg(${userCompanies.companyId} order by ${userCompanies.position}, ${userCompanies.createdAt}, ${userCompanies.companyId}) from ${userCompanies} where ${userCompanies.userId} = ${users.id}), '{}'::int[])`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.isActive, true)),
    )
    .limit(1);
  if (!row) return null;
  const companyIds = (row.companyIds ?? []).map(Number);
  if (row.companyId !== null && !companyIds.includes(row.companyId)) companyIds.push(row.companyId);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    type: row.type as UserType,
    isAdmin: row.isAdmin,
    isActive: row.isActive,
    companyId: row.companyId,
    companyIds,
    roleId: row.roleId,
    role:
      row.roleId !== null && row.roleName !== null
        ? { id: row.roleId, name: row.roleName, type: row.roleType as UserType, permissions: row.rolePermissions ?? [] }
        : null,
    canDeleteItself: row.canDeleteItself,
    mustChangePassword: row.mustChangePassword,
    sessionId,
    dtRegister: row.dtRegister,
    dtUpdate: row.dtUpdate,
  };
};
