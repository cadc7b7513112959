import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import type { App } from '../src/app.ts';
import { companies, companyLogs, sessions, users } from '../src/db/schema/index.ts';
import { build, createCompany, createUser, uniqueEmail, useTestDatabase, type BuildOptions } from './helpers/index.ts';

const database = useTestDatabase();

type Credentials = { email: string; password: string };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (app: App, user: Credentials) =>
  app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: user.email, password: user.password } });
const tokenOf = async (app: App, user: Credentials) => {
  const response = await login(app, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
};
const withToken = (app: App, token: string, request: InjectOptions) => app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
const loggedUser = (app: App, token: string) => withToken(app, token, { method: 'GET', url: '/api/login/logged-user' });

const changePassword = (body: Record<string, unknown>): InjectOptions => ({
  method: 'PUT',
  url: '/api/login/change-logged-user-password',
  payload: body,
});
const deleteItself = (password: string): InjectOptions => ({ method: 'POST', url: '/api/login/deleteItself', payload: { account: { password } } });

const setup = (options: BuildOptions = {}) => build(database.db, options);

describe('PUT /api/login/change-logged-user-password', () => {
  it('needs a logged user and validates the body', async () => {
    const { app } = await setup();
    expect((await app.inject(changePassword({ oldPassword: 'a', password: 'bbbbbb', confirmPassword: 'bbbbbb' }))).statusCode).toBe(401);
    const user = await createUser(database.db);
    const token = await tokenOf(app, user);
    const invalid = await withToken(app, token, changePassword({ oldPassword: '', password: '123', confirmPassword: '124' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().additionalData).toEqual({ oldPassword: 'Campo obrigatório', password: 'Mínimo 8 caracteres' });
    const mismatch = await withToken(app, token, changePassword({ oldPassword: user.password, password: 'cavalo-azul', confirmPassword: 'outra' }));
    expect(mismatch.json().additionalData).toEqual({ confirmPassword: 'Senhas devem ser iguais' });
    const noBody = await withToken(app, token, { method: 'PUT', url: '/api/login/change-logged-user-password' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().additionalData).toEqual({ oldPassword: 'Campo obrigatório', password: 'Campo obrigatório' });
  });

  it("answers 403 'Senha inválida' for a wrong old password and changes nothing", async () => {
    const { app } = await setup();
    const user = await createUser(database.db);
    const token = await tokenOf(app, user);
    const response = await withToken(app, token, changePassword({ oldPassword: 'errada', password: 'cavalo-azul', confirmPassword: 'cavalo-azul' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Senha inválida',
      additionalData: { oldPassword: 'Senha inválida' },
    });
    expect((await loggedUser(app, token)).statusCode).toBe(200);
    expect((await login(app, user)).statusCode).toBe(200);
  });

  it('changes the password, ends every session, and answers the profile with a fresh token', async () => {
    const { app } = await setup();
    const user = await createUser(database.db, { name: 'Joana Prado' });
    const current = await tokenOf(app, user);
    const otherDevice = await tokenOf(app, user);
    const response = await withToken(
      app,
      current,
      changePassword({ oldPassword: user.password, password: 'cavalo-azul', confirmPassword: 'cavalo-azul' }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ id: user.id, name: 'Joana Prado', email: user.email, token: expect.any(String) });
    expect(body.mustChangePassword).toBe(false);
    expect(response.body.replace('"mustChangePassword"', '')).not.toMatch(/password|hash|cavalo-azul/i);

    expect((await loggedUser(app, current)).statusCode).toBe(401);
    expect((await loggedUser(app, otherDevice)).statusCode).toBe(401);
    expect((await loggedUser(app, body.token)).statusCode).toBe(200);
    expect((await login(app, user)).statusCode).toBe(401);
    expect((await login(app, { email: user.email, password: 'cavalo-azul' })).statusCode).toBe(200);
    const live = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live.filter((session) => session.revokedAt === null)).toHaveLength(2); // the fresh one and the last login
  });

  it('limits wrong old passwords per user (429 with Retry-After), even with the right one afterwards', async () => {
    const { app } = await setup({ rateLimits: { loginFailuresMax: 3 } });
    const user = await createUser(database.db);
    const token = await tokenOf(app, user);
    const wrong = changePassword({ oldPassword: 'errada', password: 'cavalo-azul', confirmPassword: 'cavalo-azul' });
    for (let i = 0; i < 3; i++) expect((await withToken(app, token, wrong)).statusCode).toBe(403);
    const blocked = await withToken(
      app,
      token,
      changePassword({ oldPassword: user.password, password: 'cavalo-azul', confirmPassword: 'cavalo-azul' }),
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().message).toMatch(/^Muitas tentativas\./);
    // Another user is not affected.
    const other = await createUser(database.db);
    const otherToken = await tokenOf(app, other);
    const fine = await withToken(
      app,
      otherToken,
      changePassword({ oldPassword: other.password, password: 'cavalo-azul', confirmPassword: 'cavalo-azul' }),
    );
    expect(fine.statusCode).toBe(200);
  });
});

describe('PUT /api/login/update-logged-user (my profile, extension)', () => {
  it('changes the name only, whatever else is sent; the current e-mail may be sent back', async () => {
    const { app } = await setup();
    const user = await createUser(database.db, { type: 'company' });
    const token = await tokenOf(app, user);
    const response = await withToken(app, token, {
      method: 'PUT',
      url: '/api/login/update-logged-user',
      payload: { user: { name: '  Nome Novo ', email: user.email.toUpperCase(), isAdmin: true, type: 'admin', roleId: 1, password: 'x' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Nome Novo', email: user.email, isAdmin: false, type: 'company', roleId: null });
    expect(response.body.replace('"mustChangePassword"', '')).not.toMatch(/token|password/i);
    expect((await loggedUser(app, token)).json()).toMatchObject({ name: 'Nome Novo', email: user.email });
    const nameOnly = await withToken(app, token, { method: 'PUT', url: '/api/login/update-logged-user', payload: { user: { name: 'Só o Nome' } } });
    expect(nameOnly.json()).toMatchObject({ name: 'Só o Nome', email: user.email });
  });

  it('never changes the login e-mail (that needs the password and a code): 400 at user.email, nothing written', async () => {
    const { app } = await setup();
    const user = await createUser(database.db);
    const token = await tokenOf(app, user);
    const update = (payload: unknown) => withToken(app, token, { method: 'PUT', url: '/api/login/update-logged-user', payload: payload as object });
    expect(
      (await app.inject({ method: 'PUT', url: '/api/login/update-logged-user', payload: { user: { name: 'A', email: uniqueEmail() } } })).statusCode,
    ).toBe(401);
    expect((await update({ user: { name: '', email: 'x' } })).json().additionalData).toEqual({
      'user.name': 'Campo obrigatório',
      'user.email': 'E-mail inválido',
    });
    expect((await update({ name: 'A' })).json().additionalData).toEqual({ user: 'Campo obrigatório' });
    const changed = await update({ user: { name: 'Outro Nome', email: uniqueEmail('novo') } });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().additionalData).toEqual({ 'user.email': MESSAGES.auth.emailChangeNeedsCode });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, name: user.name });
  });
});

describe('POST /api/login/deleteItself', () => {
  it('is refused (403) when the user may not delete itself, and changes nothing', async () => {
    const { app } = await setup();
    expect((await app.inject(deleteItself('qualquer'))).statusCode).toBe(401);
    const user = await createUser(database.db, { canDeleteItself: false });
    const token = await tokenOf(app, user);
    const response = await withToken(app, token, deleteItself(user.password));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.access.cannotDeleteItself);
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
    expect((await loggedUser(app, token)).statusCode).toBe(200);
  });

  it('needs the wrapped current password: missing is 400, wrong is 403 at account.password, and nothing is deleted', async () => {
    const { app } = await setup();
    const user = await createUser(database.db);
    const token = await tokenOf(app, user);
    const stillThere = async () => {
      expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
      expect((await loggedUser(app, token)).statusCode).toBe(200);
    };

    const noBody = await withToken(app, token, { method: 'POST', url: '/api/login/deleteItself' });
    expect(noBody.statusCode).toBe(400);
    const unwrapped = await withToken(app, token, { method: 'POST', url: '/api/login/deleteItself', payload: { password: user.password } });
    expect(unwrapped.statusCode).toBe(400);
    expect(unwrapped.json().additionalData).toEqual({ account: 'Campo obrigatório' });
    const empty = await withToken(app, token, deleteItself(''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().additionalData).toEqual({ 'account.password': 'Campo obrigatório' });
    await stillThere();

    const wrong = await withToken(app, token, deleteItself('errada'));
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'Senha inválida',
      additionalData: { 'account.password': 'Senha inválida' },
    });
    await stillThere();
    expect((await login(app, user)).statusCode).toBe(200);
  });

  it('shares the per-user limit of wrong current passwords with the password change (429, even with the right one)', async () => {
    const { app } = await setup({ rateLimits: { loginFailuresMax: 3 } });
    const user = await createUser(database.db);
    const token = await tokenOf(app, user);
    const wrongChange = changePassword({ oldPassword: 'errada', password: 'cavalo-azul', confirmPassword: 'cavalo-azul' });
    for (let i = 0; i < 2; i++) expect((await withToken(app, token, wrongChange)).statusCode).toBe(403);
    expect((await withToken(app, token, deleteItself('errada'))).statusCode).toBe(403);
    const blocked = await withToken(app, token, deleteItself(user.password));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(await database.db.select({ id: users.id }).from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('deletes the account and its sessions; the companies it administered stay, with their log', async () => {
    const { app } = await setup();
    const company = await createCompany(database.db);
    const user = await createUser(database.db, { type: 'company', name: 'Dono da Loja', companyId: company.id, companyIds: [company.id] });
    await database.db.update(companies).set({ userAdminId: user.id }).where(eq(companies.id, company.id));
    const [log] = await database.db
      .insert(companyLogs)
      .values({
        companyId: company.id,
        typeAction: 'create',
        name: company.name,
        userExecuteActionId: user.id,
        userActionName: 'Dono da Loja',
        userActionEmail: user.email,
      })
      .returning();
    const token = await tokenOf(app, user);

    const response = await withToken(app, token, deleteItself(user.password));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.access.accountDeleted });
    expect((await loggedUser(app, token)).statusCode).toBe(401);
    expect((await login(app, user)).statusCode).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const [kept] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(kept).toMatchObject({ id: company.id, name: company.name, userAdminId: null });
    const [keptLog] = await database.db.select().from(companyLogs).where(eq(companyLogs.id, log!.id));
    expect(keptLog).toMatchObject({ companyId: company.id, userExecuteActionId: null, userActionName: 'Dono da Loja', userActionEmail: user.email });
  });

  it('never deletes the last active administrator (409)', async () => {
    const { app } = await setup();
    const onlyAdmins = await database.db.select({ id: users.id }).from(users).where(eq(users.isAdmin, true));
    // Make a new administrator the only active one for this test, then restore.
    const admin = await createUser(database.db, { type: 'admin', isAdmin: true });
    for (const other of onlyAdmins) await database.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));
    try {
      const token = await tokenOf(app, admin);
      const response = await withToken(app, token, deleteItself(admin.password));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(MESSAGES.access.lastAdmin);
    } finally {
      for (const other of onlyAdmins) await database.db.update(users).set({ isActive: true }).where(eq(users.id, other.id));
    }
    const token = await tokenOf(app, admin);
    expect((await withToken(app, token, deleteItself(admin.password))).statusCode).toBe(200);
  });
});
