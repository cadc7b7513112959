import { eq } from 'drizzle-orm';
import { MESSAGES, type TChangePassword, type TLoggedUser } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { TokenService } from '../../lib/token.ts';
import { toLoggedUser } from '../login/to-logged-user.ts';
import type { AuthUser } from '../sessions/auth-user.ts';
import { createSession } from '../sessions/create-session.ts';
import { findSessionUser } from '../sessions/find-session-user.ts';
import { revokeUserSessions } from '../sessions/revoke-user-sessions.ts';

export type ChangePasswordDeps = {
  db: Database;
  clock: Clock;
  tokens: TokenService;
  ttlSeconds: number;
  /** Wrong old passwords per user (429 past the limit). */
  failures: AttemptLimiter;
};

/**
 * PUT /api/login/change-logged-user-password. A wrong old password is 403 'Senha inválida' (and
 * counts towards the per-user limit). On success, in one transaction: the new hash, EVERY session of
 * the user ended (other devices and tokens issued before stop working), and a new session opened,
 * whose token comes back with the profile so this browser stays logged in.
 */
export const changeLoggedUserPassword = async (
  { db, clock, tokens, ttlSeconds, failures }: ChangePasswordDeps,
  user: AuthUser,
  input: TChangePassword,
  client: { ip: string | null; userAgent: string | null },
): Promise<TLoggedUser> => {
  const key = `change-password:${user.id}`;
  const wait = failures.retryAfter(key);
  if (wait > 0) throw tooManyRequests(wait);

  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  if (!(await verifyPassword(input.oldPassword, row.passwordHash))) {
    failures.hit(key);
    throw new AppError(403, MESSAGES.validation.password, { oldPassword: MESSAGES.validation.password });
  }
  failures.reset(key);

  const passwordHash = await hashPassword(input.password);
  const now = clock();
  const session = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, dtUpdate: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, now);
    return createSession(tx, { userId: user.id, now, expiresAt: new Date(now.getTime() + ttlSeconds * 1000), ...client });
  });
  const loaded = await findSessionUser(db, { sessionId: session.id, userId: user.id, now });
  if (!loaded) throw unauthorized();
  return { ...toLoggedUser(loaded), token: tokens.sign({ userId: user.id, sessionId: session.id, now }) };
};
