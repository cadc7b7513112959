import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError, tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

export type CurrentPasswordDeps = { db: Database; failures: RateCounter; log: FastifyBaseLogger };

/**
 * The logged user confirms who they are with the current password (change password, e-mail change,
 * self-deletion). Wrong: 403 'Senha inválida' at `field`, counted per user (429 past the limit, even
 * with the right one). Only the holder of a live session can spend this budget, so nobody else can
 * block it.
 */
export const verifyCurrentPassword = async (
  { db, failures, log }: CurrentPasswordDeps,
  user: AuthUser,
  password: string,
  field: string,
): Promise<void> => {
  const key = String(user.id);
  const wait = await failures.retryAfter(key);
  if (wait > 0) throw tooManyRequests(wait);
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row) throw unauthorized();
  if (!(await verifyPassword(password, row.passwordHash))) {
    await failures.hit(key);
    log.warn({ event: 'account.wrong-current-password', userId: user.id, field }, 'senha atual incorreta');
    throw new AppError(403, MESSAGES.validation.password, { [field]: MESSAGES.validation.password });
  }
  await failures.reset(key);
};
