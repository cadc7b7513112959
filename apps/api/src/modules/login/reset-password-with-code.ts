import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { markResetCodeUsed } from './mark-reset-code-used.ts';
import { updateUserPassword } from './update-user-password.ts';
import { verifyResetCode } from './verify-reset-code.ts';

/**
 * Sets the new password with a valid code (the schema applied the policy, e-mail rule included), uses
 * the code up, clears the must-change flag and ends every session of the user.
 */
export const resetPasswordWithCode = async (
  { db, clock, pepper }: { db: Database; clock: Clock; pepper: string },
  { email, code, newPassword }: { email: string; code: string; newPassword: string },
): Promise<void> => {
  const now = clock();
  const { codeId, userId } = await verifyResetCode(db, { email, code, pepper, now });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    if (!(await markResetCodeUsed(tx, codeId, now))) throw badRequest(MESSAGES.errors.invalidResetCode);
    await updateUserPassword(tx, userId, passwordHash, now);
    await revokeUserSessions(tx, userId, now);
  });
};
