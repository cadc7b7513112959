import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { RESET_CODE_MAX_TRIES } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { emailChangeCodes } from '../../db/schema/index.ts';

/**
 * Atomically spends one try of the user's live e-mail change code (unused, unexpired, fewer than 5
 * tries) and returns it for comparison; null when there is none. Spending before comparing means
 * concurrent guesses can never exceed the limit.
 */
export const consumeEmailChangeTry = async (
  db: Database,
  { userId, now }: { userId: number; now: Date },
): Promise<{ id: number; newEmail: string; codeHash: string } | null> => {
  const live = db
    .select({ id: emailChangeCodes.id })
    .from(emailChangeCodes)
    .where(and(eq(emailChangeCodes.userId, userId), isNull(emailChangeCodes.usedAt), gt(emailChangeCodes.expiresAt, now)))
    .orderBy(desc(emailChangeCodes.createdAt), desc(emailChangeCodes.id))
    .limit(1);
  const [row] = await db
    .update(emailChangeCodes)
    .set({ tries: sql`${emailChangeCodes.tries} + 1` })
    .where(and(inArray(emailChangeCodes.id, live), lt(emailChangeCodes.tries, RESET_CODE_MAX_TRIES), isNull(emailChangeCodes.usedAt)))
    .returning({ id: emailChangeCodes.id, newEmail: emailChangeCodes.newEmail, codeHash: emailChangeCodes.codeHash });
  return row ?? null;
};
