import type { TUser, TUserCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { prepareUserSave } from './prepare-user-save.ts';
import type { Actor } from '../access/record-scope.ts';
import { findUserRecord, toUser } from './user-record.ts';

export type UserDeps = { db: Database; now: Date };

/** POST /api/users: the rules of `prepareUserSave`; e-mail unique (409 'E-mail Já está em uso'). */
export const createUser = async ({ db, now }: UserDeps, actor: Actor, input: TUserCreate): Promise<TUser> => {
  const values = await prepareUserSave(db, actor, input, null);
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash, dtRegister: now, dtUpdate: now })
    .returning({ id: users.id });
  const record = row ? await findUserRecord(db, row.id) : null;
  if (!record) throw new Error('user insert returned no row');
  return toUser(record);
};
