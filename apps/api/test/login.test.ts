import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  TEST_ADMIN,
  build,
  createRole,
  createCompany,
  createTestClock,
  createUser,
  injectWithLogin,
  loginToken,
  setUserActive,
  useTestDatabase,
} from './helpers/index.ts';

const database = useTestDatabase();

const postLogin = (userName: string, password: string) => ({
  method: 'POST' as const,
  url: '/api/login/login',
  payload: { userName, password, front: 'backoffice' },
});

describe('login', () => {
  it('logs in with POST and answers the user with a token, never the password', async () => {
    const { app } = await build(database.db);
    const response = await app.inject(postLogin(TEST_ADMIN.email, TEST_ADMIN.password));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'Administrador',
      email: TEST_ADMIN.email,
      type: 'admin',
      isAdmin: true,
      isActive: true,
      companyId: null,
      roleId: null,
      role: null,
      canDeleteItself: false,
    });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new Date(body.dtRegister).getTime()).not.toBeNaN();
    expect(body.mustChangePassword).toBe(false); // the test administrator's password passes the policy
    expect(response.body.replace('"mustChangePassword"', '')).not.toMatch(/password|scrypt\$/i);
  });

  it('logs in with GET as specified (query userName, password, front), e-mail case-insensitive', async () => {
    const { app } = await build(database.db);
    const query = new URLSearchParams({ userName: TEST_ADMIN.email.toUpperCase(), password: TEST_ADMIN.password, front: 'backoffice' });
    const response = await app.inject({ method: 'GET', url: `/api/login/login?${query}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(TEST_ADMIN.email);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { app } = await build(database.db);
    const wrong = await app.inject(postLogin(TEST_ADMIN.email, 'senha-errada'));
    const unknown = await app.inject(postLogin('ninguem@teste.com.br', 'senha-errada'));
    const expected = { statusCode: 401, error: 'Unauthorized', message: 'E-mail ou senha inválidos.', additionalData: null };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it('answers a disabled account exactly like a wrong password, even with the right one', async () => {
    const { app } = await build(database.db);
    const user = await createUser(database.db, { isActive: false });
    const right = await app.inject(postLogin(user.email, user.password));
    const wrong = await app.inject(postLogin(user.email, 'outra-senha'));
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'E-mail ou senha inválidos.', additionalData: null });
    expect(right.body).not.toContain('inativo');
  });

  it('validates the login body in the error format', async () => {
    const { app } = await build(database.db);
    const response = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: 'nao-e-email' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Missing fields, see additionalData',
      additionalData: { userName: 'E-mail inválido', password: 'Campo obrigatório' },
      code: 'VALIDATION_FAILED',
    });
  });

  it('gives a company user its first company and its role permissions', async () => {
    const { app } = await build(database.db);
    const first = await createCompany(database.db);
    const second = await createCompany(database.db);
    const role = await createRole(database.db, { type: 'company', permissions: ['COMPANYLINE:LIST'] });
    const user = await createUser(database.db, { type: 'company', roleId: role.id, companyIds: [first.id, second.id] });
    const response = await app.inject(postLogin(user.email, user.password));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'company',
      companyId: first.id,
      companyIds: [first.id, second.id],
      roleId: role.id,
      role: { id: role.id, name: role.name, type: 'company', permissions: ['COMPANYLINE:LIST'] },
    });
  });
});

describe('GET /api/login/logged-user', () => {
  it('answers the logged user for a valid token', async () => {
    const { app } = await build(database.db);
    const response = await injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, { method: 'GET', url: '/api/login/logged-user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: TEST_ADMIN.email, isAdmin: true });
    expect(response.json().token).toBeUndefined();
    expect(response.body.replace('"mustChangePassword"', '')).not.toMatch(/password/i);
  });

  it('answers 401 without a token, with a malformed one or a tampered one', async () => {
    const { app } = await build(database.db);
    const token = await loginToken(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: '999' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const attempts: (string | undefined)[] = [
      undefined,
      'Bearer',
      'Bearer abc.def',
      `Basic ${token}`,
      `Bearer ${header}.${forgedPayload}.${signature}`,
      `Bearer ${header}.${payload}.${flipped}`,
      `Bearer ${noneHeader}.${payload}.`,
    ];
    for (const authorization of attempts) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/login/logged-user',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, message: 'Sessão expirada ou inválida. Faça login novamente.' });
    }
  });

  it('expires the token after the configured TTL', async () => {
    const clock = createTestClock();
    const { app } = await build(database.db, { clock, config: { jwtTtlSeconds: 60 } });
    const token = await loginToken(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const request = { method: 'GET' as const, url: '/api/login/logged-user', headers: { authorization: `Bearer ${token}` } };
    clock.advance(59_000);
    expect((await app.inject(request)).statusCode).toBe(200);
    clock.advance(2_000);
    expect((await app.inject(request)).statusCode).toBe(401);
  });

  it('stops accepting the token of a user that was deactivated', async () => {
    const { app } = await build(database.db);
    const user = await createUser(database.db);
    const token = await loginToken(app, user.email, user.password);
    await setUserActive(database.db, user.id, false);
    const response = await app.inject({ method: 'GET', url: '/api/login/logged-user', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/login/logout', () => {
  it('revokes the session: the token stops working at once, other sessions live on', async () => {
    const { app } = await build(database.db);
    const user = await createUser(database.db);
    const first = (await app.inject(postLogin(user.email, user.password))).json().token as string;
    const second = (await app.inject(postLogin(user.email, user.password))).json().token as string;
    const logout = await app.inject({ method: 'POST', url: '/api/login/logout', headers: { authorization: `Bearer ${first}` } });
    expect(logout.statusCode).toBe(204);
    const me = (token: string) => app.inject({ method: 'GET', url: '/api/login/logged-user', headers: { authorization: `Bearer ${token}` } });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('request log', () => {
  it('never logs the login query string nor the Authorization header', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const { app } = await build(database.db, { logger: { level: 'trace', stream } });
    const query = new URLSearchParams({ userName: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const login = await app.inject({ method: 'GET', url: `/api/login/login?${query}` });
    const token = login.json().token as string;
    await app.inject({ method: 'GET', url: '/api/login/logged-user', headers: { authorization: `Bearer ${token}` } });
    await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: TEST_ADMIN.email, password: 'errada-123' } });
    const log = lines.join('');
    expect(log).toContain('/api/login/login');
    expect(log).not.toContain(TEST_ADMIN.password);
    expect(log).not.toContain('errada-123');
    expect(log).not.toContain(token);
  });
});
