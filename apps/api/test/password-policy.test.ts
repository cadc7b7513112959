/**
 * The password policy (8+ characters, not a common password, not containing the e-mail) wherever a
 * password is set, with the domain's messages; existing passwords keep logging in and are asked to
 * change (mustChangePassword), like the first administrator on a generated or weak start password.
 */
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import type { App } from '../src/app.ts';
import { companies, users } from '../src/db/schema/index.ts';
import { seedAdmin } from '../src/db/seed/seed-admin.ts';
import { companyPayload, newCnpj, registrationFormToken, tag } from './company-helpers.ts';
import { TEST_ADMIN, build, createTestDatabase, createUser, injectWithLogin, uniqueEmail, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const V = MESSAGES.validation;

const login = (app: App, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: email, password } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const countRows = async (table: typeof users | typeof companies) => Number((await database.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('mustChangePassword', () => {
  it('an existing weak password still logs in, flagged until the user changes it (login and logged-user)', async () => {
    const { app } = await build(database.db);
    const user = await createUser(database.db, { password: '123456' });
    const first = await login(app, user.email, '123456');
    expect(first.statusCode).toBe(200);
    expect(first.json().mustChangePassword).toBe(true);
    const token = first.json<{ token: string }>().token;
    expect((await app.inject({ method: 'GET', url: '/api/login/logged-user', headers: bearer(token) })).json().mustChangePassword).toBe(true);
    // The new password must follow the policy, e-mail rule included (the API knows the user's e-mail).
    const localPart = user.email.split('@')[0]!;
    const containsEmail = await app.inject({
      method: 'PUT',
      url: '/api/login/change-logged-user-password',
      headers: bearer(token),
      payload: { oldPassword: '123456', password: `${localPart}!X`, confirmPassword: `${localPart}!X` },
    });
    expect(containsEmail.statusCode).toBe(400);
    expect(containsEmail.json().additionalData).toEqual({ password: V.passwordContainsEmail });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/login/change-logged-user-password',
      headers: bearer(token),
      payload: { oldPassword: '123456', password: 'Girassol#2026', confirmPassword: 'Girassol#2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().mustChangePassword).toBe(false);
    expect((await login(app, user.email, 'Girassol#2026')).json().mustChangePassword).toBe(false);
  });

  it('a password that meets the policy logs in without the flag; a reset with code clears it', async () => {
    const { app, mailer } = await build(database.db);
    const strong = await createUser(database.db, { password: 'Margarida#2026' });
    expect((await login(app, strong.email, strong.password)).json().mustChangePassword).toBe(false);

    const weak = await createUser(database.db, { password: 'senha123' });
    expect((await login(app, weak.email, weak.password)).json().mustChangePassword).toBe(true);
    await app.inject({ method: 'POST', url: '/api/login/send-reset-password-code', payload: { email: weak.email } });
    await mailer.flush();
    const code = mailer.lastCode(weak.email)!;
    const reset = await app.inject({
      method: 'POST',
      url: '/api/login/reset-password-with-code',
      payload: { email: weak.email, code, newPassword: 'Orquidea#2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(app, weak.email, 'Orquidea#2026')).json().mustChangePassword).toBe(false);
  });

  it('the first administrator must change a weak or a generated password, not a strong one of its own', async () => {
    const handle = await createTestDatabase();
    try {
      await seedAdmin(handle.db, { email: 'chefe@teste.com.br', password: 'admin123' });
      expect((await handle.db.select().from(users))[0]?.mustChangePassword).toBe(true);
      await handle.db.delete(users);
      await seedAdmin(handle.db, { email: 'chefe@teste.com.br', password: 'Jabuticaba#2026' });
      expect((await handle.db.select().from(users))[0]?.mustChangePassword).toBe(false);
      await handle.db.delete(users);
      const kept: string[] = [];
      const seeded = await seedAdmin(handle.db, {
        email: 'chefe@teste.com.br',
        password: null,
        keepGenerated: ({ password }) => kept.push(password),
      });
      expect(kept).toEqual([seeded!.generatedPassword]);
      expect((await handle.db.select().from(users))[0]?.mustChangePassword).toBe(true);
    } finally {
      await handle.close();
    }
  }, 60_000);
});

describe('the policy wherever a password is set (400, nothing written)', () => {
  const cases = [
    { password: '1234567', message: V.passwordPolicyMin },
    { password: 'password1', message: V.passwordCommon },
    { password: 'parceiro123', message: V.passwordCommon },
  ];

  it('user create and update (password)', async () => {
    const { app } = await build(database.db);
    const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
    const before = await countRows(users);
    const email = uniqueEmail('politica');
    for (const { password, message } of [...cases, { password: `${email.split('@')[0]}#1`, message: V.passwordContainsEmail }]) {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/users',
        payload: { user: { name: 'Política', type: 'admin', email, password, password_confirm: password } },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().additionalData, password).toEqual({ 'user.password': message });
    }
    expect(await countRows(users)).toBe(before);
    const target = await createUser(database.db);
    const update = await asAdmin({
      method: 'PUT',
      url: '/api/users',
      payload: { user: { id: target.id, name: target.name, type: 'admin', email: target.email, password: '12345678', password_confirm: '12345678' } },
    });
    expect(update.json().additionalData).toEqual({ 'user.password': V.passwordCommon });
    expect((await login(app, target.email, target.password)).statusCode).toBe(200);
  });

  it('company create by an administrator and registration (adminPassword, against adminEmail)', async () => {
    const { app } = await build(database.db);
    const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
    const before = await countRows(companies);
    const adminEmail = `dono.${tag()}@loja.com.br`;
    for (const { password, message } of [...cases, { password: `${adminEmail.split('@')[0]}-2026`, message: V.passwordContainsEmail }]) {
      const admin = { adminName: 'Dono', adminEmail, adminPassword: password, adminPassword_confirm: password };
      const created = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: companyPayload({ cnpj: newCnpj(), ...admin }) } });
      expect(created.statusCode, password).toBe(400);
      expect(created.json().additionalData, password).toEqual({ 'company.adminPassword': message });
      const registered = await app.inject({
        method: 'POST',
        url: '/api/login/registerCompany',
        payload: { company: companyPayload({ cnpj: newCnpj(), ...admin }), website: '', formToken: registrationFormToken() },
      });
      expect(registered.statusCode, password).toBe(400);
      expect(registered.json().additionalData, password).toEqual({ 'company.adminPassword': message });
    }
    expect(await countRows(companies)).toBe(before);
  });

  it('change password and reset with code', async () => {
    const { app, mailer } = await build(database.db);
    const user = await createUser(database.db, { password: 'Girassol#2026' });
    const token = (await login(app, user.email, user.password)).json<{ token: string }>().token;
    for (const { password, message } of cases) {
      const changed = await app.inject({
        method: 'PUT',
        url: '/api/login/change-logged-user-password',
        headers: bearer(token),
        payload: { oldPassword: user.password, password, confirmPassword: password },
      });
      expect(changed.json().additionalData, password).toEqual({ password: message });
    }
    await app.inject({ method: 'POST', url: '/api/login/send-reset-password-code', payload: { email: user.email } });
    await mailer.flush();
    const code = mailer.lastCode(user.email)!;
    const reset = (newPassword: string) =>
      app.inject({ method: 'POST', url: '/api/login/reset-password-with-code', payload: { email: user.email, code, newPassword } });
    expect((await reset('qwerty123')).json().additionalData).toEqual({ newPassword: V.passwordCommon });
    expect((await reset(`${user.email}!`)).json().additionalData).toEqual({ newPassword: V.passwordContainsEmail });
    expect((await login(app, user.email, user.password)).statusCode).toBe(200);
    const [row] = await database.db.select({ mustChange: users.mustChangePassword }).from(users).where(eq(users.id, user.id));
    expect(row?.mustChange).toBe(false);
  });
});
