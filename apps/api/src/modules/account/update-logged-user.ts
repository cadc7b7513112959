import { eq } from 'drizzle-orm';
import { MESSAGES, type TCurrentUser, type TUserProfileUpdate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { unauthorized, validationError } from '../../lib/app-error.ts';
import { toLoggedUser } from '../login/to-logged-user.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';
import { findSessionUser } from '../../lib/auth/find-session-user.ts';

/**
 * My profile (settings/userdata): the logged user changes their name. The login e-mail is NOT changed
 * here (a stolen token must not become a permanent takeover): an `email` other than the current one
 * is 400 at `user.email`; the change needs the current password and a code (send-email-change-code).
 */
export const updateLoggedUser = async (
  { db, now }: { db: Database; now: Date },
  user: AuthUser,
  input: TUserProfileUpdate,
): Promise<TCurrentUser> => {
  if (input.email !== undefined && input.email !== user.email.toLowerCase()) {
    throw validationError({ 'user.email': MESSAGES.auth.emailChangeNeedsCode });
  }
  await db.update(users).set({ name: input.name, dtUpdate: now }).where(eq(users.id, user.id));
  const loaded = await findSessionUser(db, { sessionId: user.sessionId, userId: user.id, now });
  if (!loaded) throw unauthorized();
  return toLoggedUser(loaded);
};
