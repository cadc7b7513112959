import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, MESSAGES, RESET_CODE_TTL_MS, type TEmailChangeRequest, type TEmailChangeSent } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { conflict, tooManyRequests, validationError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import { generateResetCode } from '../../lib/reset-code.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { findUserByEmail } from '../login/find-user-by-email.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { emailChangeCodeMail } from './email-change-mails.ts';
import { hashEmailChangeCode } from './email-change-code.ts';
import { replaceEmailChangeCode } from './replace-email-change-code.ts';
import { verifyCurrentPassword } from './verify-current-password.ts';

export type SendEmailChangeDeps = {
  db: Database;
  clock: Clock;
  pepper: string;
  systemName: string;
  /** Wrong current passwords per user (shared with change password). */
  failures: RateCounter;
  /** Codes sent per user. */
  sends: RateCounter;
  log: FastifyBaseLogger;
};

const inUse = formatMessage(MESSAGES.validation.inUse, { title: 'E-mail' });

/**
 * POST /api/login/send-email-change-code: step 1 of a login e-mail change. Needs the current password
 * (403 'Senha inválida'), a different address not in use (400 / 409), and sends a 6-digit code to the
 * NEW address (hashed at rest with the address, 10 minutes, 5 tries; a new request replaces the old).
 * Nothing changes until the code is confirmed.
 */
export const sendEmailChangeCode = async (
  deps: SendEmailChangeDeps,
  user: AuthUser,
  input: TEmailChangeRequest,
  ip: string | null,
): Promise<TEmailChangeSent> => {
  const { db, clock, pepper, systemName, sends, log } = deps;
  await verifyCurrentPassword(deps, user, input.password, 'emailChange.password');
  const newEmail = input.email;
  if (newEmail === user.email.toLowerCase()) throw validationError({ 'emailChange.email': MESSAGES.auth.emailUnchanged });
  if (await findUserByEmail(db, newEmail)) throw conflict(inUse, { 'emailChange.email': inUse });

  const key = String(user.id);
  const wait = await sends.retryAfter(key);
  if (wait > 0) throw tooManyRequests(wait);
  await sends.hit(key);

  const code = generateResetCode();
  const now = clock();
  const expiresAt = new Date(now.getTime() + RESET_CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await replaceEmailChangeCode(tx, {
      userId: user.id,
      newEmail,
      codeHash: hashEmailChangeCode(pepper, user.id, newEmail, code),
      expiresAt,
      now,
      ip,
    });
    await enqueueMail(tx, {
      kind: 'email-change-code',
      now,
      isSensitive: true,
      message: emailChangeCodeMail({ to: newEmail, name: user.name, code, systemName }),
    });
  });
  log.info({ event: 'account.email-change-requested', userId: user.id }, 'troca de e-mail solicitada');
  return { message: formatMessage(MESSAGES.auth.emailChangeSent, { email: newEmail }), email: newEmail, expiresAt: expiresAt.toISOString() };
};
