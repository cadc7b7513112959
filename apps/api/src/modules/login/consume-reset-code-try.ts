import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { RESET_CODE_MAX_TRIES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { passwordResetCodes } from '../../db/schema/index.ts';

/**
 * Atomically spends one try of the user's live code (unused, unexpired, fewer than 5 tries) and
 * returns it for comparison; null when there is none. Spending before comparing means concurrent
 * guesses can never exceed the limit; a correct code gets its try back (refundResetCodeTry).
 */
export const consumeResetCodeTry = async (
  db: Database,
  { userId, now }: { userId: number; now: Date },
): Promise<{ id: number; codeHash: string } | null> => {
  const live = db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)))
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(1);
  const [row] = await db
    .update(passwordResetCodes)
    .set({ tries: sql`${passwordResetCodes.tries} + 1` })
    .where(and(inArray(passwordResetCodes.id, live), lt(passwordResetCodes.tries, RESET_CODE_MAX_TRIES), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id, codeHash: passwordResetCodes.codeHash });
  return row ?? null;
};
