import type { TRole, TRoleCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { roles } from '../../db/schema/index.ts';
import type { Actor } from '../access/record-scope.ts';
import { prepareRoleSave } from './prepare-role-save.ts';
import { findRoleRecord, toRole } from './role-record.ts';

export type RoleDeps = { db: Database; now: Date };

/** POST /api/roles */
export const createRole = async ({ db, now }: RoleDeps, actor: Actor, input: TRoleCreate): Promise<TRole> => {
  const values = await prepareRoleSave(db, actor, input, null);
  const [row] = await db
    .insert(roles)
    .values({ ...values, dtRegister: now, dtUpdate: now })
    .returning({ id: roles.id });
  const record = row ? await findRoleRecord(db, row.id) : null;
  if (!record) throw new Error('role insert returned no row');
  return toRole(record);
};
