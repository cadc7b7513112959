import { count } from 'drizzle-orm';
import { passwordError } from '@rede/domain';
import { randomPassword } from '../../lib/auth/random-password.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';

/** The first administrator as seeded: `generatedPassword` is set when ADMIN_PASSWORD was not (shown once, never logged). */
export type SeededAdmin = { email: string; generatedPassword: string | null };

/**
 * The first administrator (ADMIN_EMAIL / ADMIN_PASSWORD), only when there is no user at all; null when
 * users exist. Without ADMIN_PASSWORD it gets a random password that passes the policy: there is no
 * known default. A generated password (it sat in a file) or one failing the policy must be changed at
 * first login, and the API refuses everything else until it is.
 */
export const seedAdmin = async (
  db: Database,
  {
    email,
    password,
    keepGenerated,
  }: {
    email: string;
    password: string | null;
    /** Stores a generated password where the operator finds it; runs before the insert, so a failure leaves no account behind. */
    keepGenerated?: (admin: { email: string; password: string }) => void;
  },
): Promise<SeededAdmin | null> => {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return null;
  const address = email.trim().toLowerCase();
  const generatedPassword = password === null ? randomPassword(address) : null;
  const chosen = password ?? generatedPassword!;
  if (generatedPassword !== null) keepGenerated?.({ email: address, password: generatedPassword });
  await db.insert(users).values({
    name: 'Administrador',
    email: address,
    passwordHash: await hashPassword(chosen),
    type: 'admin',
    isAdmin: true,
    isActive: true,
    roleId: null,
    canDeleteItself: false,
    mustChangePassword: generatedPassword !== null || passwordError(chosen, { email: address }) !== null,
  });
  return { email: address, generatedPassword };
};
