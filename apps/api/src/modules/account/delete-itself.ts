import { and, eq } from 'drizzle-orm';
import { MESSAGES, type TDeleteItself } from '@rede/domain';
import { users } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { verifyCurrentPassword, type CurrentPasswordDeps } from './verify-current-password.ts';

/**
 * POST /api/login/deleteItself `{ account: { password } }`: only when canDeleteItself (else 403), with
 * the current password (403 'Senha inválida' at 'account.password', counted with the other
 * current-password checks), never the last active administrator (409). In one transaction the
 * sessions end and the user row goes: companies it administered stay (user_admin_id becomes null) and
 * so does their log (the acting user's id becomes null; name and e-mail are a snapshot in each entry).
 */
export const deleteItself = async (deps: CurrentPasswordDeps & { now: Date }, user: AuthUser, input: TDeleteItself): Promise<void> => {
  if (!user.canDeleteItself) throw forbidden(MESSAGES.access.cannotDeleteItself);
  await verifyCurrentPassword(deps, user, input.password, 'account.password');
  await deps.db.transaction(async (tx) => {
    if (user.isAdmin) {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
        .for('update');
      if (!admins.some((admin) => admin.id !== user.id)) throw conflict(MESSAGES.access.lastAdmin);
    }
    await revokeUserSessions(tx, user.id, deps.now);
    await tx.delete(users).where(eq(users.id, user.id));
  });
  deps.log.info({ event: 'account.deleted-itself', userId: user.id }, 'conta excluída pelo próprio usuário');
};
