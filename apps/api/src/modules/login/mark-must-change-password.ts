import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** Flags the user to choose a new password before anything else (cleared by a password change or reset). */
export const markMustChangePassword = async (db: Database, userId: number): Promise<void> => {
  await db.update(users).set({ mustChangePassword: true }).where(eq(users.id, userId));
};
