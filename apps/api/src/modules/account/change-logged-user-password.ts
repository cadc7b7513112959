import { MESSAGES, passwordContainsEmail, type TChangePassword, type TLoggedUser } from '@rede/domain';
import { unauthorized, validationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/password.ts';
import type { TokenService } from '../../lib/token.ts';
import { toLoggedUser } from '../login/to-logged-user.ts';
import { updateUserPassword } from '../login/update-user-password.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { createSession } from '../sessions/create-session.ts';
import { findSessionUser } from '../../lib/auth/find-session-user.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';
import { verifyCurrentPassword, type CurrentPasswordDeps } from './verify-current-password.ts';

export type ChangePasswordDeps = CurrentPasswordDeps & {
  clock: Clock;
  tokens: TokenService;
  ttlSeconds: number;
};

/**
 * PUT /api/login/change-logged-user-password. The new password follows the policy (the schema; here
 * also the e-mail rule with the user's own e-mail: 400 at `password`). A wrong old password is 403
 * 'Senha inválida' (and counts towards the per-user limit). On success, in one transaction: the new
 * hash, the must-change flag cleared, EVERY session of the user ended (other devices and tokens issued
 * before stop working), and a new session opened, whose token comes back with the profile so this
 * browser stays logged in.
 */
export const changeLoggedUserPassword = async (
  deps: ChangePasswordDeps,
  user: AuthUser,
  input: TChangePassword,
  client: { ip: string | null; userAgent: string | null },
): Promise<TLoggedUser> => {
  const { db, clock, tokens, ttlSeconds } = deps;
  if (passwordContainsEmail(input.password, user.email)) throw validationError({ password: MESSAGES.validation.passwordContainsEmail });
  await verifyCurrentPassword(deps, user, input.oldPassword, 'oldPassword');

  const passwordHash = await hashPassword(input.password);
  const now = clock();
  const session = await db.transaction(async (tx) => {
    await updateUserPassword(tx, user.id, passwordHash, now);
    await revokeUserSessions(tx, user.id, now);
    return createSession(tx, { userId: user.id, now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000), ...client });
  });
  deps.log.info({ event: 'account.password-changed', userId: user.id }, 'senha alterada');
  const loaded = await findSessionUser(db, { sessionId: session.id, userId: user.id, now });
  if (!loaded) throw unauthorized();
  return { ...toLoggedUser(loaded), token: tokens.sign({ userId: user.id, sessionId: session.id, now }) };
};
