import { invitationState, MESSAGES, type TInvitationInfo } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findInvitationByToken, type InvitationRecord } from './find-invitation.ts';

/** The invitation of a token while it can still be accepted (not accepted, revoked nor expired; the account active). */
export const findLiveInvitation = async (db: Database, token: string, now: Date): Promise<InvitationRecord> => {
  const invitation = await findInvitationByToken(db, token);
  if (!invitation || !invitation.userIsActive || invitationState(invitation, now) !== 'sent') {
    throw new AppError(400, MESSAGES.invitations.invalid, { token: MESSAGES.invitations.invalid });
  }
  return invitation;
};

/**
 * POST /api/invitations/read: whom the invitation is for, so the page can greet them before they choose
 * a password. Any token that cannot be accepted answers the same 400, whatever the reason.
 */
export const readInvitation = async (db: Database, token: string, now: Date): Promise<TInvitationInfo> => {
  const invitation = await findLiveInvitation(db, token, now);
  return { name: invitation.name, email: invitation.userEmail, companyName: invitation.companyName, expiresAt: invitation.expiresAt.toISOString() };
};
