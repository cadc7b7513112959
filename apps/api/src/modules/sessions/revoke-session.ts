import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Ends one session (logout). */
export const revokeSession = async (db: Database, sessionId: string, now: Date): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
};
