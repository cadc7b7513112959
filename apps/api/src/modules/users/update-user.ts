import { MESSAGES, type TUser, type TUserUpdate } from '@rede/domain';
import { users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { atVersion, notUpdated } from '../../lib/record-version.ts';
import { hashPassword } from '../../lib/password.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { assertCanChangeUser } from './assert-can-change-user.ts';
import type { UserDeps } from './create-user.ts';
import { getVisibleUser } from './get-user.ts';
import { prepareUserSave } from './prepare-user-save.ts';
import type { Actor } from '../access/record-scope.ts';
import { findUserRecord, toUser } from './user-record.ts';

/**
 * PUT /api/users: the user named by `input.id` (404 if the actor cannot see it). An empty password
 * keeps the current one; a new password or isActive false ends every session of the user in the
 * same transaction as the change. One's own password changes only through change-logged-user-password
 * (which asks for the current one).
 */
export const updateUser = async ({ db, now }: UserDeps, actor: Actor, input: TUserUpdate): Promise<TUser> => {
  if (input.password && input.id === actor.id) throw forbidden(MESSAGES.access.selfPassword);
  const current = await getVisibleUser(db, actor, input.id);
  assertCanChangeUser(actor, current);
  const values = await prepareUserSave(db, actor, input, current);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...values, ...(passwordHash ? { passwordHash } : {}), dtUpdate: now })
      .where(atVersion(users, input.id, input.expectedUpdatedAt))
      .returning({ id: users.id });
    if (!row) throw await notUpdated(tx, users, input.id, 'user');
    if (passwordHash || !values.isActive) await revokeUserSessions(tx, input.id, now);
  });
  const record = await findUserRecord(db, input.id);
  if (!record) throw notFound();
  return toUser(record);
};
