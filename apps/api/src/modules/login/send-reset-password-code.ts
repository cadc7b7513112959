import type { FastifyBaseLogger } from 'fastify';
import { RESET_CODE_TTL_MS } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { tooManyRequests } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RateCounter } from '../../lib/rate-counter.ts';
import { generateResetCode, hashResetCode } from '../../lib/reset-code.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { replaceResetCode } from './replace-reset-code.ts';
import { resetCodeMail } from './reset-code-mail.ts';

export type SendResetCodeDeps = {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  pepper: string;
  systemName: string;
  sends: RateCounter;
  log: FastifyBaseLogger;
};

/**
 * Mails a fresh 6-digit code (hashed at rest, 10 minutes, single use; earlier codes die) when an
 * active account has this e-mail. The caller answers the same whether or not it exists; the mail
 * is sent in the background so timing does not tell either. Sends per e-mail are limited (429).
 */
export const sendResetPasswordCode = async (
  { db, mailer, clock, pepper, systemName, sends, log }: SendResetCodeDeps,
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
  await replaceResetCode(db, {
    userId: user.id,
    email: key,
    codeHash: hashResetCode(pepper, user.id, code),
    expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    now,
    ip,
  });
  mailer
    .send(resetCodeMail({ to: user.email, name: user.name, code, systemName }))
    .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'falha ao enviar o e-mail com o código de redefinição'));
};
