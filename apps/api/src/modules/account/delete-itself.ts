import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';

/**
 * POST /api/login/deleteItself: only when canDeleteItself (else 403), never the last active
 * administrator (409). In one transaction the sessions end and the user row goes: companies it
 * administered stay (user_admin_id becomes null) and so does their log (the acting user's id becomes
 * null; name and e-mail are a snapshot in each entry).
 */
export const deleteItself = async ({ db, now }: { db: Database; now: Date }, user: AuthUser): Promise<void> => {
  if (!user.canDeleteItself) throw forbidden(MESSAGES.access.cannotDeleteItself);
  await db.transaction(async (tx) => {
    if (user.isAdmin) {
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.isAdmin, true), eq(users.isActive, true)))
        .for('update');
      if (!admins.some((admin) => admin.id !== user.id)) throw conflict(MESSAGES.access.lastAdmin);
    }
    await revokeUserSessions(tx, user.id, now);
    await tx.delete(users).where(eq(users.id, user.id));
  });
};
