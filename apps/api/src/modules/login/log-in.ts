import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, passwordError, type TLoggedUser } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { LoginThrottle } from '../../lib/login-throttle.ts';
import { verifyDummyPassword, verifyPassword } from '../../lib/password.ts';
import type { TokenService } from '../../lib/token.ts';
import { createSession } from '../sessions/create-session.ts';
import { findSessionUser } from '../../lib/auth/find-session-user.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { markMustChangePassword } from './mark-must-change-password.ts';
import { toLoggedUser } from './to-logged-user.ts';

export type LogInDeps = {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  ttlSeconds: number;
  throttle: LoginThrottle;
  log: FastifyBaseLogger;
};

/**
 * Checks the credentials and opens a session.
 * - Unknown e-mail, wrong password and a disabled account all answer the same 401 (a dummy hash is
 *   verified for unknown e-mails, so timing matches) and all count as failures.
 * - Failures are throttled per account and client address together, with growing delays (429): a
 *   client that has not failed is never delayed, so nobody can lock someone else out.
 * - A right password that fails today's policy (or an account flagged by the seed) logs in with
 *   `mustChangePassword: true`; the flag stays until the password is changed.
 * Every attempt is logged (account, address, outcome; never the password).
 */
export const logIn = async (
  { db, tokens, clock, ttlSeconds, throttle, log }: LogInDeps,
  input: { email: string; password: string; ip: string | null; userAgent: string | null },
): Promise<TLoggedUser> => {
  const account = input.email.trim().toLowerCase();
  const client = { account, ip: input.ip };
  const wait = await throttle.retryAfter(client);
  if (wait > 0) {
    log.warn({ event: 'login.throttled', account, ip: input.ip, retryAfterSeconds: wait }, 'login adiado: tentativas erradas demais');
    throw tooManyRequests(wait);
  }

  const user = await findUserByEmail(db, account);
  const isValid = user ? await verifyPassword(input.password, user.passwordHash) : await verifyDummyPassword(input.password);
  if (!user || !isValid || !user.isActive) {
    const counts = await throttle.fail(client);
    const reason = !user ? 'unknown-account' : !isValid ? 'wrong-password' : 'inactive-account';
    log.warn({ event: 'login.failed', account, userId: user?.id, ip: input.ip, reason, ...counts }, 'login recusado');
    throw new AppError(401, MESSAGES.errors.invalidCredentials);
  }
  await throttle.succeed(client);

  const now = clock();
  if (!user.mustChangePassword && passwordError(input.password, { email: user.email }) !== null) {
    await markMustChangePassword(db, user.id);
  }
  const session = await createSession(db, {
    userId: user.id,
    now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    ip: input.ip,
    userAgent: input.userAgent,
  });
  const loaded = await findSessionUser(db, { sessionId: session.id, userId: user.id, now });
  if (!loaded) throw new AppError(401, MESSAGES.errors.invalidCredentials);
  log.info({ event: 'login.succeeded', userId: user.id, ip: input.ip, mustChangePassword: loaded.mustChangePassword }, 'login realizado');
  return { ...toLoggedUser(loaded), token: tokens.sign({ userId: user.id, sessionId: session.id, now }) };
};
