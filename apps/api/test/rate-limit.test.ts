import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyPayload, createCompanyUser, lineIdsByName, newCnpj } from './company-helpers.ts';
import { TEST_ADMIN, build, createCompany, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const tooMany = (wait: string) => `Muitas tentativas. Tente novamente em ${wait}.`;
const login = (userName: string, password: string, remoteAddress = '127.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/login/login',
  payload: { userName, password },
  remoteAddress,
});

describe('rate limits', () => {
  it('limits login per IP across GET and POST (429, pt-BR message)', async () => {
    const { app } = await build(database.db, { rateLimits: { ipMax: 3, ipWindowMs: 60_000 } });
    const ip = '10.0.0.1';
    expect((await app.inject(login(TEST_ADMIN.email, 'errada', ip))).statusCode).toBe(401);
    expect((await app.inject(login(TEST_ADMIN.email, TEST_ADMIN.password, ip))).statusCode).toBe(200);
    const query = new URLSearchParams({ userName: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect((await app.inject({ method: 'GET', url: `/api/login/login?${query}`, remoteAddress: ip })).statusCode).toBe(200);
    const blocked = await app.inject(login(TEST_ADMIN.email, TEST_ADMIN.password, ip));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(blocked.json().message).toMatch(/^Muitas tentativas\. Tente novamente em (5\d segundos|cerca de 1 minuto)\.$/);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another IP is not affected.
    expect((await app.inject(login(TEST_ADMIN.email, TEST_ADMIN.password, '10.0.0.2'))).statusCode).toBe(200);
  });

  it('limits the reset-code routes per IP', async () => {
    const { app } = await build(database.db, { rateLimits: { ipMax: 2 } });
    const request = {
      method: 'POST' as const,
      url: '/api/login/check-reset-password-code',
      payload: { email: 'a@teste.com.br', code: '123456' },
      remoteAddress: '10.0.1.1',
    };
    expect((await app.inject(request)).statusCode).toBe(400);
    expect((await app.inject(request)).statusCode).toBe(400);
    const blocked = await app.inject(request);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Muitas tentativas\. Tente novamente em (\d+ segundos?|cerca de \d+ (minutos?|horas?)( e \d+ minutos?)?)\.$/,
    );
  });

  it('delays a client after 5 failed logins on an account (1 s, then doubling), never another client with the right password', async () => {
    const clock = createTestClock();
    const { app } = await build(database.db, { clock, rateLimits: { loginFailuresMax: 5, loginDelayBaseMs: 1_000, loginDelayMaxMs: 15 * 60_000 } });
    const user = await createUser(database.db);
    const attacker = '10.0.2.1';
    for (let i = 0; i < 5; i++) expect((await app.inject(login(user.email, 'errada', attacker))).statusCode).toBe(401);
    // The 5th failure starts a 1 s delay for this client on this account only.
    const delayed = await app.inject(login(user.email, user.password, attacker));
    expect(delayed.statusCode).toBe(429);
    expect(delayed.json().message).toBe(tooMany('1 segundo'));
    // The account holder, from an address that has not failed, logs in at once.
    expect((await app.inject(login(user.email, user.password, '10.0.3.1'))).statusCode).toBe(200);
    clock.advance(1_000);
    expect((await app.inject(login(user.email, 'errada', attacker))).statusCode).toBe(401);
    expect((await app.inject(login(user.email, 'errada', attacker))).json().message).toBe(tooMany('2 segundos'));
    clock.advance(2_000);
    expect((await app.inject(login(user.email, user.password, attacker))).statusCode).toBe(200);
  });

  it('limits reset codes sent per e-mail (5 per hour), answering known and unknown alike', async () => {
    const { app, mailer } = await build(database.db, { rateLimits: { resetSendsMax: 5 } });
    const user = await createUser(database.db);
    for (const email of [user.email, 'ninguem@teste.com.br']) {
      for (let i = 0; i < 5; i++) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/login/send-reset-password-code',
          payload: { email },
          remoteAddress: `10.0.4.${i}`,
        });
        expect(response.statusCode).toBe(200);
      }
      const blocked = await app.inject({ method: 'POST', url: '/api/login/send-reset-password-code', payload: { email } });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(tooMany('cerca de 1 hora'));
    }
    await mailer.flush();
    expect(mailer.to(user.email)).toHaveLength(5);
  });

  it('limits company and company-line writes per user, one budget for both (429 in the error format); reads and other users go on', async () => {
    const { app } = await build(database.db, { rateLimits: { companyWritesMax: 3 } });
    const lines = await lineIdsByName(database.db);
    const cnpj = newCnpj();
    const company = await createCompany(database.db, { cnpj: cnpj.replace(/\D/g, ''), status: 'pending', lineIds: [lines.Moto!] });
    const owner = as(app, await createCompanyUser(database.db, [company.id]));
    const colleague = as(app, await createCompanyUser(database.db, [company.id]));
    const edit = { method: 'PUT' as const, url: `/api/companys/companyUsers/companysByUser/${company.id}` };
    const body = (name: string) => ({ company: { ...companyPayload({ cnpj, name, lines: [lines.Moto] }), id: company.id } });

    expect((await owner({ ...edit, payload: body('Primeira') })).statusCode).toBe(200);
    const line = await owner({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: company.id, lineId: lines.Carro } } });
    expect(line.statusCode, line.body).toBe(201);
    expect((await owner({ ...edit, payload: body('Terceira') })).statusCode).toBe(200);

    const blocked = await owner({ ...edit, payload: body('Quarta') });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', additionalData: { retryAfter: expect.any(Number) } });
    expect(blocked.json().message).toMatch(/^Muitas tentativas\. Tente novamente em (\d+ segundos|cerca de 1 minuto)\.$/);
    expect(blocked.headers['retry-after']).toBeDefined();
    const lineBlocked = await owner({ method: 'DELETE', url: `/api/companyLines?id=${line.json<{ id: number }>().id}` });
    expect(lineBlocked.statusCode, 'the company-line routes share the budget').toBe(429);
    const [{ name }] = (await database.db.select({ name: companies.name }).from(companies).where(eq(companies.id, company.id))) as [{ name: string }];
    expect(name, 'the refused write changed nothing').toBe('Terceira');

    expect((await owner({ method: 'GET', url: `/api/companys/companyUsers/companysByUser/${company.id}` })).statusCode).toBe(200);
    expect((await colleague({ ...edit, payload: body('Do colega') })).statusCode, 'another user has his own budget').toBe(200);
    // the administrators' writes count the same way
    const admin = asAdminOf(app);
    for (const action of ['approve', 'deactivate', 'reactivate']) {
      expect((await admin({ method: 'POST', url: `/api/companys/company/${action}`, payload: { id: company.id } })).statusCode).toBe(200);
    }
    expect((await admin({ method: 'DELETE', url: `/api/companys?id=${company.id}` })).statusCode).toBe(429);
  });
});
