/**
 * The forced password change is the API's rule, not only the web app's: the first administrator on its
 * generated start password (the one-machine quick start) can read who it is and change the password, and
 * nothing else, so its token cannot create another administrator that would outlive the change.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, MESSAGES } from '@rede/domain';
import { users } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/db/seed/seed-database.ts';
import { build, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase({ seed: false });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('a user who must change the password', () => {
  it('is refused everywhere but the change-password screen until the change, then works as usual', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'rede-first-admin-')), 'first-admin-password.txt');
    await seedDatabase(database.db, { adminEmail: 'chefe@teste.com.br', adminPassword: null, firstAdminPasswordFile: file, demo: false });
    const [, startPassword] = /^chefe@teste\.com\.br\t(\S+)$/m.exec(readFileSync(file, 'utf8'))!;
    const { app } = await build(database.db);

    const login = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: 'chefe@teste.com.br', password: startPassword } });
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);
    const token = login.json<{ token: string }>().token;

    // what the change-password screen needs
    expect((await app.inject({ method: 'GET', url: '/api/login/logged-user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/login/user-owner-items', headers: bearer(token), payload: {} })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/login/user-visual-identity', headers: bearer(token), payload: {} })).statusCode).toBe(200);

    // a new full administrator: refused, nothing written
    const newAdmin = {
      user: {
        name: 'Outro Chefe',
        type: 'admin',
        isAdmin: true,
        email: 'outro@teste.com.br',
        password: 'Girafa#Azul-2026',
        password_confirm: 'Girafa#Azul-2026',
      },
    };
    const before = (await database.db.select({ n: count() }).from(users))[0]!.n;
    const refused = await app.inject({ method: 'POST', url: '/api/users', headers: bearer(token), payload: newAdmin });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: MESSAGES.auth.passwordChangeRequired,
      additionalData: null,
      code: ERROR_CODES.passwordChangeRequired,
    });
    expect((await database.db.select({ n: count() }).from(users))[0]!.n).toBe(before);
    // a HEAD of a refused GET is refused too
    expect((await app.inject({ method: 'HEAD', url: '/api/users', headers: bearer(token) })).statusCode).toBe(403);

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/login/change-logged-user-password',
      headers: bearer(token),
      payload: { oldPassword: startPassword, password: 'Jabuticaba#2026', confirmPassword: 'Jabuticaba#2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mustChangePassword).toBe(false);
    const fresh = changed.json<{ token: string }>().token;
    expect((await app.inject({ method: 'POST', url: '/api/users', headers: bearer(fresh), payload: newAdmin })).statusCode).toBe(201);
    // the start password is gone
    expect(
      (await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: 'chefe@teste.com.br', password: startPassword } }))
        .statusCode,
    ).toBe(401);
  }, 60_000);
});
