import type { FastifyBaseLogger } from 'fastify';
import { RESET_CODE_TTL_MS } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import { generateResetCode, hashResetCode } from '../../lib/reset-code.ts';
import { enqueueMail } from '../../lib/mail/outbox.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { replaceResetCode } from './replace-reset-code.ts';
import { resetCodeMail } from './reset-code-mail.ts';

export type SendResetCodeDeps = {
  db: Database;
  clock: Clock;
  pepper: string;
  systemName: string;
  sends: RateCounter;
  log: FastifyBaseLogger;
};

/**
 * Mails a fresh 6-digit code (hashed at rest, 10 minutes, single use; earlier codes die) when an
 * active account has this e-mail. The code and its mail are written together (the outbox, sent right
 * after the answer and again on failure: a crash cannot lose it; its body is blanked once sent). The
 * caller answers the same whether or not the account exists. Sends per e-mail are limited (429).
 */
export const sendResetPasswordCode = async (
  { db, clock, pepper, systemName, sends, log }: SendResetCodeDeps,
  { email, ip }: { email: string; ip: string | null },
): Promise<void> => {
  const key = email.trim().toLowerCase();
  const wait = await sends.retryAfter(key);
  if (wait > 0) throw tooManyRequests(wait);
  await sends.hit(key);

  const user = await findUserByEmail(db, key);
  if (!user || !user.isActive) return;
  const code = generateResetCode();
  const now = clock();
  await db.transaction(async (tx) => {
    await replaceResetCode(tx, {
      userId: user.id,
      email: key,
      codeHash: hashResetCode(pepper, user.id, code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
      now,
      ip,
    });
    await enqueueMail(tx, {
      kind: 'reset-code',
      now,
      isSensitive: true,
      message: resetCodeMail({ to: user.email, name: user.name, code, systemName }),
    });
  });
  log.info({ event: 'login.reset-code-queued', userId: user.id }, 'código de redefinição de senha enviado');
};
