import { count } from 'drizzle-orm';
import { passwordError } from '@rede/domain';
import { DEFAULT_ADMIN_PASSWORD } from '../../config/env.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../client.ts';
import { users } from '../schema/index.ts';

/**
 * The first administrator (ADMIN_EMAIL / ADMIN_PASSWORD), only when there is no user at all. On the
 * default password (or one failing the password policy) it must choose a new one at first login.
 */
export const seedAdmin = async (db: Database, { email, password }: { email: string; password: string }): Promise<boolean> => {
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return false;
  await db.insert(users).values({
    name: 'Administrador',
    email: email.trim().toLowerCase(),
    passwordHash: await hashPassword(password),
    type: 'admin',
    isAdmin: true,
    isActive: true,
    roleId: null,
    canDeleteItself: false,
    mustChangePassword: password === DEFAULT_ADMIN_PASSWORD || passwordError(password, { email }) !== null,
  });
  return true;
};
