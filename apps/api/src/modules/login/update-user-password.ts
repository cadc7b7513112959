import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Stores a new password hash chosen by the user (it met the policy): the must-change flag goes. */
export const updateUserPassword = async (db: Database, userId: number, passwordHash: string, now?: Date): Promise<void> => {
  await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, ...(now ? { dtUpdate: now } : {}) })
    .where(eq(users.id, userId));
};
