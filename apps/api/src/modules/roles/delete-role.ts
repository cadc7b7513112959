import { eq } from 'drizzle-orm';
import { MESSAGES, formatMessage, type TRole } from '@rede/domain';
import { roles } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { assertCanChangeRow, type Actor } from '../access/record-scope.ts';
import type { RoleDeps } from './create-role.ts';
import { countRoleUsers } from './prepare-role-save.ts';
import { getVisibleRole, toRole } from './role-record.ts';

/**
 * DELETE /api/roles?id: refused (409, additionalData.users = how many) while any user holds the
 * role — setting their role to null would hand them every permission of their type.
 */
export const deleteRole = async ({ db }: RoleDeps, actor: Actor, id: number): Promise<TRole> => {
  const current = await getVisibleRole(db, actor, id);
  assertCanChangeRow(actor, current.companyId);
  await db.transaction(async (tx) => {
    await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    const holders = await countRoleUsers(tx, id);
    if (holders > 0) throw conflict(formatMessage(MESSAGES.access.roleInUse, { count: holders }), { users: holders });
    await tx.delete(roles).where(eq(roles.id, id));
  });
  return toRole(current);
};
