import type { TRole, TRoleUpdate } from '@rede/domain';
import { roles } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { atVersion, notUpdated } from '../../lib/record-version.ts';
import { assertCanChangeRow, type Actor } from '../access/record-scope.ts';
import type { RoleDeps } from './create-role.ts';
import { prepareRoleSave } from './prepare-role-save.ts';
import { findRoleRecord, getVisibleRole, toRole } from './role-record.ts';

/**
 * PUT /api/roles: the role named by `input.id` (404 if not visible; shared roles without company:
 * administrators only, 403). The new keys take effect on the holders' next request.
 */
export const updateRole = async ({ db, now }: RoleDeps, actor: Actor, input: TRoleUpdate): Promise<TRole> => {
  const current = await getVisibleRole(db, actor, input.id);
  assertCanChangeRow(actor, current.companyId);
  const values = await prepareRoleSave(db, actor, input, current);
  const [row] = await db
    .update(roles)
    .set({ ...values, dtUpdate: now })
    .where(atVersion(roles, input.id, input.expectedUpdatedAt))
    .returning({ id: roles.id });
  if (!row) throw await notUpdated(db, roles, input.id, 'role');
  const record = await findRoleRecord(db, row.id);
  if (!record) throw notFound();
  return toRole(record);
};
