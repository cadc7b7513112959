import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetCodes } from '../../db/schema/index.ts';

/** Marks the code used; false when it was already used (a concurrent reset won). */
export const markResetCodeUsed = async (db: Database, codeId: number, now: Date): Promise<boolean> => {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
};
