import { and, eq, isNull } from 'drizzle-orm';
import { INVITATION_TTL_MS } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { userInvitations } from '../../db/schema/index.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import type { InvitationMailContext } from './invitation-deps.ts';
import { invitationLink } from './invitation-link.ts';
import { invitationMail } from './invitation-mail.ts';
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts';

export type InvitationTarget = {
  userId: number;
  email: string;
  name: string;
  companyId: number | null;
  companyName: string | null;
  roleId: number | null;
};

/**
 * Invites the account's owner to choose a password: earlier live invitations of the account are revoked
 * (one working link at a time), a new token is drawn (only its hash stored) and its e-mail is queued in the
 * caller's transaction, as sensitive (the body is blanked once sent). The token itself leaves only in that
 * e-mail: it is neither returned nor logged.
 */
export const sendInvitation = async (
  tx: Database,
  { target, invitedBy, now, mail }: { target: InvitationTarget; invitedBy: { id: number; name: string }; now: Date; mail: InvitationMailContext },
): Promise<number> => {
  await tx
    .update(userInvitations)
    .set({ revokedAt: now })
    .where(and(eq(userInvitations.userId, target.userId), isNull(userInvitations.acceptedAt), isNull(userInvitations.revokedAt)));
  const token = newInvitationToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const [row] = await tx
    .insert(userInvitations)
    .values({
      userId: target.userId,
      email: target.email,
      name: target.name,
      companyId: target.companyId,
      roleId: target.roleId,
      tokenHash: hashInvitationToken(token),
      expiresAt,
      createdBy: invitedBy.id,
      dtRegister: now,
    })
    .returning({ id: userInvitations.id });
  await enqueueMail(tx, {
    kind: 'invitation',
    now,
    isSensitive: true,
    message: invitationMail({
      to: target.email,
      name: target.name,
      companyName: target.companyName,
      inviterName: invitedBy.name,
      link: invitationLink(mail.pageUrl, token),
      expiresAt,
      systemName: mail.systemName,
    }),
  });
  return row!.id;
};
