import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

/** Opens a session row (its id becomes the JWT's `sid`). */
export const createSession = async (
  db: Database,
  input: { userId: number; expiresAt: Date; ip: string | null; userAgent: string | null; now: Date },
): Promise<{ id: string; expiresAt: Date }> => {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      createdAt: input.now,
      expiresAt: input.expiresAt,
      ip: input.ip?.slice(0, 64) ?? null,
      userAgent: input.userAgent?.slice(0, 512) ?? null,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  if (!row) throw new Error('session insert returned no row');
  return row;
};
