import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChangeCodes } from '../../db/schema/index.ts';

/** Stores the user's new pending e-mail change, deleting every earlier one, atomically. */
export const replaceEmailChangeCode = async (
  db: Database,
  input: { userId: number; newEmail: string; codeHash: string; expiresAt: Date; now: Date; ip: string | null },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.delete(emailChangeCodes).where(eq(emailChangeCodes.userId, input.userId));
    await tx.insert(emailChangeCodes).values({
      userId: input.userId,
      newEmail: input.newEmail,
      codeHash: input.codeHash,
      expiresAt: input.expiresAt,
      createdAt: input.now,
      ip: input.ip?.slice(0, 64) ?? null,
    });
  });
};
