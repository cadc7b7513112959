import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { userInvitations } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

/** POST /api/invitations/:id/revoke: its link stops working at once. 404 unknown, 400 when already accepted or revoked. */
export const revokeInvitation = async (db: Database, id: number, now: Date): Promise<void> => {
  const revoked = await db
    .update(userInvitations)
    .set({ revokedAt: now })
    .where(and(eq(userInvitations.id, id), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)))
    .returning({ id: userInvitations.id });
  if (revoked.length > 0) return;
  const [exists] = await db.select({ id: userInvitations.id }).from(userInvitations).where(eq(userInvitations.id, id));
  throw exists ? new AppError(400, MESSAGES.invitations.notPending) : notFound();
};
