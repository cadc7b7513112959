import { MESSAGES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { resetCodeMatches } from '../../lib/reset-code.ts';
import { consumeResetCodeTry } from './consume-reset-code-try.ts';
import { findUserByEmail } from './find-user-by-email.ts';

/**
 * Checks an e-mailed code: 400 'Código inválido ou expirado.' for an unknown e-mail, no live code,
 * a wrong code (which spends one of the 5 tries) or a code past its tries. Returns the code's ids.
 */
export const verifyResetCode = async (
  db: Database,
  { email, code, pepper, now }: { email: string; code: string; pepper: string; now: Date },
): Promise<{ codeId: number; userId: number }> => {
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) throw badRequest(MESSAGES.errors.invalidResetCode);
  const live = await consumeResetCodeTry(db, { userId: user.id, now });
  if (!live || !resetCodeMatches(pepper, user.id, code, live.codeHash)) throw badRequest(MESSAGES.errors.invalidResetCode);
  return { codeId: live.id, userId: user.id };
};
