import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES, type TCurrentUser } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { emailChangeCodes, passwordResetCodes, sessions, users } from '../../db/schema/index.ts';
import { badRequest, unauthorized } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { toLoggedUser } from '../login/to-logged-user.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { findSessionUser } from '../../lib/auth/find-session-user.ts';
import { consumeEmailChangeTry } from './consume-email-change-try.ts';
import { emailChangedNoticeMail } from './email-change-mails.ts';
import { emailChangeCodeMatches } from './email-change-code.ts';

export type ConfirmEmailChangeDeps = { db: Database; clock: Clock; pepper: string; systemName: string; log: FastifyBaseLogger };

const invalidCode = () => badRequest(MESSAGES.errors.invalidResetCode, { 'emailChange.code': MESSAGES.errors.invalidResetCode });

/**
 * POST /api/login/confirm-email-change: step 2. A wrong code spends one of its 5 tries (400 'Código
 * inválido ou expirado.'). The right one, in one transaction: the code used, the new login e-mail
 * (409 if someone took it meanwhile), pending password-reset codes deleted, every OTHER session of
 * the user ended (this one stays) and the notice to the OLD address queued. Answers the updated profile.
 */
export const confirmEmailChange = async (
  { db, clock, pepper, systemName, log }: ConfirmEmailChangeDeps,
  user: AuthUser,
  code: string,
): Promise<TCurrentUser> => {
  const now = clock();
  const live = await consumeEmailChangeTry(db, { userId: user.id, now });
  if (!live || !emailChangeCodeMatches(pepper, user.id, live.newEmail, code, live.codeHash)) {
    log.warn({ event: 'account.email-change-wrong-code', userId: user.id }, 'código de troca de e-mail incorreto');
    throw invalidCode();
  }
  const oldEmail = user.email;
  await db.transaction(async (tx) => {
    const used = await tx
      .update(emailChangeCodes)
      .set({ usedAt: now })
      .where(and(eq(emailChangeCodes.id, live.id), isNull(emailChangeCodes.usedAt)))
      .returning({ id: emailChangeCodes.id });
    if (used.length !== 1) throw invalidCode();
    await tx.update(users).set({ email: live.newEmail, dtUpdate: now }).where(eq(users.id, user.id));
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
    await enqueueMail(tx, {
      kind: 'email-changed',
      now,
      message: emailChangedNoticeMail({ to: oldEmail, name: user.name, newEmail: live.newEmail, systemName }),
    });
  });
  log.info({ event: 'account.email-changed', userId: user.id }, 'e-mail de acesso alterado');
  const loaded = await findSessionUser(db, { sessionId: user.sessionId, userId: user.id, now });
  if (!loaded) throw unauthorized();
  return toLoggedUser(loaded);
};
