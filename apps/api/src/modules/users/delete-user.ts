import { eq } from 'drizzle-orm';
import { MESSAGES, type TUser } from '@rede/domain';
import { users } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { assertCanChangeUser } from './assert-can-change-user.ts';
import type { UserDeps } from './create-user.ts';
import { getVisibleUser } from './get-user.ts';
import type { Actor } from '../access/record-scope.ts';
import { toUser } from './user-record.ts';

/**
 * DELETE /api/users?id: ends the user's sessions and deletes the row in one transaction (sessions,
 * reset codes and company links go by cascade; companies.user_admin_id and the log's acting-user id
 * become null, the log keeps the name and e-mail). Nobody deletes themselves here (deleteItself).
 */
export const deleteUser = async ({ db, now }: UserDeps, actor: Actor, id: number): Promise<TUser> => {
  if (id === actor.id) throw forbidden(MESSAGES.access.selfDelete);
  const current = await getVisibleUser(db, actor, id);
  assertCanChangeUser(actor, current);
  await db.transaction(async (tx) => {
    await revokeUserSessions(tx, id, now);
    await tx.delete(users).where(eq(users.id, id));
  });
  return toUser(current);
};
