import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetCodes, sessions } from '../src/db/schema/index.ts';
import { withDatabaseLock } from '../src/db/with-database-lock.ts';
import { createSession } from '../src/modules/sessions/create-session.ts';
import { deleteExpiredAuthRows } from '../src/modules/sessions/delete-expired-auth-rows.ts';
import { createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const DAY = 86_400_000;

describe('database housekeeping', () => {
  it('deletes sessions and reset codes that ended more than a week ago', async () => {
    const db = database.db;
    const user = await createUser(db);
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    await createSession(db, { userId: user.id, now: at(-20), expiresAt: at(-10), ip: null, userAgent: null });
    const live = await createSession(db, { userId: user.id, now, expiresAt: at(1), ip: null, userAgent: null });
    await db.insert(passwordResetCodes).values([
      { userId: user.id, email: user.email, codeHash: 'a', expiresAt: at(-8) },
      { userId: user.id, email: user.email, codeHash: 'b', expiresAt: at(1) },
    ]);
    await deleteExpiredAuthRows(db, now);
    expect((await db.select({ id: sessions.id }).from(sessions)).map((s) => s.id)).toEqual([live.id]);
    expect((await db.select({ n: count() }).from(passwordResetCodes))[0]?.n).toBe(1);
  });

  it('runs migration-time tasks one at a time', async () => {
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(`${name}:start`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push(`${name}:end`);
    };
    await Promise.all([withDatabaseLock(database.handle, task('a')), withDatabaseLock(database.handle, task('b'))]);
    if (database.handle.kind === 'postgres') expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end']);
    expect(order).toHaveLength(4);
  });
});
