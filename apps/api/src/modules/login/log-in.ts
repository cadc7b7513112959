import { MESSAGES, type TLoggedUser } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, tooManyRequests } from '../../lib/app-error.ts';
import type { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyDummyPassword, verifyPassword } from '../../lib/password.ts';
import type { TokenService } from '../../lib/token.ts';
import { createSession } from '../sessions/create-session.ts';
import { findSessionUser } from '../sessions/find-session-user.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { toLoggedUser } from './to-logged-user.ts';

export type LogInDeps = { db: Database; tokens: TokenService; clock: Clock; ttlSeconds: number; failures: AttemptLimiter };

/**
 * Checks the credentials and opens a session. Unknown e-mail and wrong password give the same 401
 * (a dummy hash is verified so timing matches); an inactive account with the right password is 403.
 * Failed attempts per account are limited (429).
 */
export const logIn = async (
  { db, tokens, clock, ttlSeconds, failures }: LogInDeps,
  input: { email: string; password: string; ip: string | null; userAgent: string | null },
): Promise<TLoggedUser> => {
  const key = input.email.trim().toLowerCase();
  const wait = failures.retryAfter(key);
  if (wait > 0) throw tooManyRequests(wait);

  const user = await findUserByEmail(db, key);
  const isValid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  if (!user || !isValid) {
    failures.hit(key);
    throw new AppError(401, MESSAGES.errors.invalidCredentials);
  }
  if (!user.isActive) throw forbidden(MESSAGES.errors.inactiveUser);
  failures.reset(key);

  const now = clock();
  const session = await createSession(db, {
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  const loaded = await findSessionUser(db, { sessionId: session.id, userId: user.id, now });
  if (!loaded) throw new AppError(401, MESSAGES.errors.invalidCredentials);
  return { ...toLoggedUser(loaded), token: tokens.sign({ userId: user.id, sessionId: session.id, now }) };
};
