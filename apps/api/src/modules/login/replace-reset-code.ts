import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResetCodes } from '../../db/schema/index.ts';

/** Stores a new code for the user, invalidating (deleting) every previous one, atomically. */
export const replaceResetCode = async (
  db: Database,
  input: { userId: number; email: string; codeHash: string; expiresAt: Date; now: Date; ip: string | null },
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, input.userId));
    await tx.insert(passwordResetCodes).values({
      userId: input.userId,
      email: input.email,
      codeHash: input.codeHash,
      expiresAt: input.expiresAt,
      createdAt: input.now,
      ip: input.ip?.slice(0, 64) ?? null,
    });
  });
};
