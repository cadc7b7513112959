import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetCodes } from '../../db/schema/index.ts';

/** Gives back the try spent by a correct check (only wrong tries count). */
export const refundResetCodeTry = async (db: Database, codeId: number): Promise<void> => {
  await db
    .update(passwordResetCodes)
    .set({ tries: sql`${passwordResetCodes.tries} - 1` })
    .where(and(eq(passwordResetCodes.id, codeId), gt(passwordResetCodes.tries, 0)));
};
