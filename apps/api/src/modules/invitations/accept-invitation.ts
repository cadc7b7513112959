import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, passwordError, type TLoggedUser } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { userInvitations } from '../../db/schema/index.ts';
import { AppError, unauthorized, validationError } from '../../lib/app-error.ts';
import { findSessionUser } from '../../lib/auth/find-session-user.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import type { TokenService } from '../../lib/token.ts';
import { toLoggedUser } from '../login/to-logged-user.ts';
import { updateUserPassword } from '../login/update-user-password.ts';
import { createSession } from '../sessions/create-session.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { findLiveInvitation } from './read-invitation.ts';

export type AcceptInvitationDeps = { db: Database; clock: Clock; tokens: TokenService; ttlSeconds: number; log: FastifyBaseLogger };

/**
 * POST /api/invitations/accept: the invited person's own password (the policy, e-mail rule included),
 * then, in one transaction, the invitation marked accepted (a conditional update: of two concurrent
 * accepts only one wins, so the token is single-use), the password stored, any session of the account
 * ended, and a new session opened: the answer logs the person in.
 */
export const acceptInvitation = async (
  { db, clock, tokens, ttlSeconds, log }: AcceptInvitationDeps,
  input: { token: string; password: string; ip: string | null; userAgent: string | null },
): Promise<TLoggedUser> => {
  const invitation = await findLiveInvitation(db, input.token, clock());
  const policy = passwordError(input.password, { email: invitation.userEmail });
  if (policy) throw validationError({ password: policy });
  const passwordHash = await hashPassword(input.password);

  const now = clock();
  const session = await db.transaction(async (tx) => {
    const accepted = await tx
      .update(userInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(userInvitations.id, invitation.id),
          isNull(userInvitations.acceptedAt),
          isNull(userInvitations.revokedAt),
          gt(userInvitations.expiresAt, now),
        ),
      )
      .returning({ id: userInvitations.id });
    if (accepted.length === 0) throw new AppError(400, MESSAGES.invitations.invalid, { token: MESSAGES.invitations.invalid });
    await updateUserPassword(tx, invitation.userId, passwordHash, now);
    await revokeUserSessions(tx, invitation.userId, now);
    return createSession(tx, {
      userId: invitation.userId,
      now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      ip: input.ip,
      userAgent: input.userAgent,
    });
  });
  log.info({ event: 'invitation.accepted', invitationId: invitation.id, userId: invitation.userId }, 'convite aceito');
  const loaded = await findSessionUser(db, { sessionId: session.id, userId: invitation.userId, now });
  if (!loaded) throw unauthorized();
  return { ...toLoggedUser(loaded), token: tokens.sign({ userId: invitation.userId, sessionId: session.id, now }) };
};
