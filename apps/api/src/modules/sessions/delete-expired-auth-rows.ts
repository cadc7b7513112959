import { lt, or, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { emailChangeCodes, passwordResetCodes, sessions } from '../../db/schema/index.ts';

const KEEP_MS = 7 * 86_400_000;

/** Housekeeping: removes sessions, reset codes and e-mail change codes that ended more than a week before `now` (used codes at once). */
export const deleteExpiredAuthRows = async (db: Database, now: Date): Promise<void> => {
  const before = new Date(now.getTime() - KEEP_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
  await db.delete(passwordResetCodes).where(or(lt(passwordResetCodes.expiresAt, before), isNotNull(passwordResetCodes.usedAt)));
  await db.delete(emailChangeCodes).where(or(lt(emailChangeCodes.expiresAt, before), isNotNull(emailChangeCodes.usedAt)));
};
