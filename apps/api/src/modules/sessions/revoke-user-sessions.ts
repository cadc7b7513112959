import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Ends every open session of a user (password reset or change, disable, delete). */
export const revokeUserSessions = async (db: Database, userId: number, now: Date): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
};
