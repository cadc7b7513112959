import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { refundResetCodeTry } from './refund-reset-code-try.ts';
import { verifyResetCode } from './verify-reset-code.ts';

/** Tells whether the code is right without using it (a right check does not count as a try). */
export const checkResetPasswordCode = async (
  { db, clock, pepper }: { db: Database; clock: Clock; pepper: string },
  { email, code }: { email: string; code: string },
): Promise<{ correct: true }> => {
  const { codeId } = await verifyResetCode(db, { email, code, pepper, now: clock() });
  await refundResetCodeTry(db, codeId);
  return { correct: true };
};
