import { eq } from 'drizzle-orm';
import type { TCurrentUser, TUserProfileUpdate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { toLoggedUser } from '../login/to-logged-user.ts';
import type { AuthUser } from '../sessions/auth-user.ts';
import { findSessionUser } from '../sessions/find-session-user.ts';

/** My profile (settings/userdata): the logged user changes their name and e-mail (409 if taken). */
export const updateLoggedUser = async (
  { db, now }: { db: Database; now: Date },
  user: AuthUser,
  input: TUserProfileUpdate,
): Promise<TCurrentUser> => {
  await db.update(users).set({ name: input.name, email: input.email, dtUpdate: now }).where(eq(users.id, user.id));
  const loaded = await findSessionUser(db, { sessionId: user.sessionId, userId: user.id, now });
  if (!loaded) throw unauthorized();
  return toLoggedUser(loaded);
};
