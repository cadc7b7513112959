import { eq } from 'drizzle-orm';
import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { userInvitations } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findInvitationById } from './find-invitation.ts';
import type { InvitationMailContext } from './invitation-deps.ts';
import { sendInvitation } from './send-invitation.ts';

/**
 * POST /api/invitations/:id/resend: a new invitation (new token, 7 more days) to the account's current
 * e-mail; the old link dies (revoked, or already expired). The row is locked so that two resends leave
 * one working link. 404 unknown, 400 when already accepted. Returns the new invitation's id.
 */
export const resendInvitation = async (
  { db, now, mail }: { db: Database; now: Date; mail: InvitationMailContext },
  id: number,
  invitedBy: { id: number; name: string },
): Promise<number> =>
  db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: userInvitations.id }).from(userInvitations).where(eq(userInvitations.id, id)).for('update');
    const invitation = locked ? await findInvitationById(tx, id) : null;
    if (!invitation) throw notFound();
    if (invitation.acceptedAt) throw new AppError(400, MESSAGES.invitations.alreadyAccepted);
    return sendInvitation(tx, {
      target: {
        userId: invitation.userId,
        email: invitation.userEmail,
        name: invitation.name,
        companyId: invitation.companyId,
        companyName: invitation.companyName,
        roleId: invitation.roleId,
      },
      invitedBy,
      now,
      mail,
    });
  });
