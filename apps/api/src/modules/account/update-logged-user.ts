import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { zEmail, zRequiredString } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/app-error.ts';
import type { TLoggedUser } from '../login/schemas.ts';
import { toLoggedUser } from '../login/to-logged-user.ts';
import type { AuthUser } from '../sessions/auth-user.ts';
import { findSessionUser } from '../sessions/find-session-user.ts';

// domain: expected a 'my profile' schema (settings/userdata: name and e-mail) beside ZUserSchema.
/** PUT /api/login/update-logged-user body: `{ user: { name, email } }`; nothing else is editable here. */
export const ZUpdateLoggedUserSchema = z.object({ name: zRequiredString(), email: zEmail() });
export type TUpdateLoggedUser = z.infer<typeof ZUpdateLoggedUserSchema>;

/** My profile (settings/userdata): the logged user changes their name and e-mail (409 if taken). */
export const updateLoggedUser = async (
  { db, now }: { db: Database; now: Date },
  user: AuthUser,
  input: TUpdateLoggedUser,
): Promise<TLoggedUser> => {
  await db.update(users).set({ name: input.name, email: input.email, dtUpdate: now }).where(eq(users.id, user.id));
  const loaded = await findSessionUser(db, { sessionId: user.sessionId, userId: user.id, now });
  if (!loaded) throw unauthorized();
  return toLoggedUser(loaded);
};
