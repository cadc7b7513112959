import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResetCodes, sessions } from '../src/db/schema/index.ts';
import { withDatabaseLock } from '../src/db/with-database-lock.ts';
import { createSession } from '../src/modules/sessions/create-session.ts';
import { deleteExpiredAuthRows } from '../src/modules/sessions/delete-expired-auth-rows.ts';
import type { Database } from '../src/db/client.ts';
import { build, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

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

describe('the housekeeping plugin', () => {
  /** A session that ended ten days before `now`; returns a check that it is still there. */
  const endedSession = async (db: Database, now: Date) => {
    const user = await createUser(db);
    const session = await createSession(db, {
      userId: user.id,
      now: new Date(now.getTime() - 20 * DAY),
      expiresAt: new Date(now.getTime() - 10 * DAY),
      ip: null,
      userAgent: null,
    });
    return async () => (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, session.id))).length > 0;
  };

  it('is off under NODE_ENV=test; runNow deletes the ended sessions and vacuums when asked', async () => {
    const now = new Date();
    const { app, db } = await build(database.db, { clock: createTestClock(now), housekeeping: { vacuum: database.handle.kind === 'pglite' } });
    const exists = await endedSession(db, now);
    expect(app.housekeeping.isStarted).toBe(false);
    await app.housekeeping.runNow();
    expect(await exists()).toBe(false);
  });

  it('starts its timers when the app is ready and stops them on close', async () => {
    const now = new Date();
    const exists = await endedSession(database.db, now);
    const { app } = await build(database.db, { clock: createTestClock(now), housekeeping: { enabled: true, delayMs: 10, intervalMs: 60_000 } });
    expect(app.housekeeping.isStarted).toBe(true);
    for (let i = 0; i < 200 && (await exists()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await exists()).toBe(false);
    await app.close();
    expect(app.housekeeping.isStarted).toBe(false);
  });
});
