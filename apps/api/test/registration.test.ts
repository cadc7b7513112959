import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES, permissionKeysForType } from '@rede/domain';
import { companies, companyLogs, mailOutbox, roles, userCompanies, users } from '../src/db/schema/index.ts';
import { asAdminOf, companyPayload, companyState, newCnpj, postCompany, registrationFormToken, tag } from './company-helpers.ts';
import { build, createTestClock, createUser, loginToken, useTestDatabase } from './helpers/index.ts';
import { issueFormToken } from '../src/modules/registration/form-token.ts';

const database = useTestDatabase();

const formToken = registrationFormToken;

const registration = (overrides: Record<string, unknown> = {}) => ({
  ...companyPayload(),
  adminName: 'Maria Parceira',
  adminEmail: `maria.${tag()}@loja.com.br`,
  adminPassword: 'segredo1',
  adminPassword_confirm: 'segredo1',
  ...overrides,
});

const counts = async () => ({
  companies: (await database.db.select({ id: companies.id }).from(companies)).length,
  users: (await database.db.select({ id: users.id }).from(users)).length,
  roles: (await database.db.select({ id: roles.id }).from(roles)).length,
  logs: (await database.db.select({ id: companyLogs.id }).from(companyLogs)).length,
  links: (await database.db.select({ id: userCompanies.userId }).from(userCompanies)).length,
  mails: (await database.db.select({ id: mailOutbox.id }).from(mailOutbox)).length,
});

describe('POST /api/login/registerCompany', () => {
  it('creates the pending, active company with its administrator, role, lines and first log entry, and mails the administrators', async () => {
    const { app, mailer } = await build(database.db);
    const company = registration({ lines: [1, 2], logo: 'x.png', photo: '' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company, website: '', formToken: formToken() },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: 'Cadastro realizado com sucesso!', status: 'pending' });

    const [row] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.cnpj, String(company.cnpj).replace(/\D/g, '')));
    expect(row).toMatchObject({
      name: company.name,
      status: 'pending',
      isActive: true,
      logo: null,
      photo: null,
      adminName: 'Maria Parceira',
      adminEmail: company.adminEmail,
    });
    const state = await companyState(database.db, row!.id);
    expect(state.lines).toEqual([1, 2]);
    const [admin] = await database.db.select().from(users).where(eq(users.email, company.adminEmail));
    expect(admin).toMatchObject({ type: 'company', companyId: row!.id, isAdmin: false, isActive: true });
    expect(row!.userAdminId).toBe(admin!.id);
    expect(state.users).toEqual([admin!.id]);
    const [role] = await database.db.select().from(roles).where(eq(roles.id, admin!.roleId!));
    expect(role).toMatchObject({ type: 'company', companyId: row!.id });
    expect([...role!.permissions].sort()).toEqual([...permissionKeysForType('company')].sort());
    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, row!.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      typeAction: 'create',
      userExecuteActionId: admin!.id,
      userActionName: 'Maria Parceira',
      userActionEmail: company.adminEmail,
      status: 'pending',
    });
    expect([...logs[0]!.lineIds].sort()).toEqual([1, 2]);

    await mailer.flush();
    expect(mailer.messages.some((m) => m.to === 'admin@teste.com.br')).toBe(true);
    // The registrant's receipt: once, to the administrator e-mail given, in pt-BR, saying it is under review.
    const receipts = mailer.messages.filter((m) => m.to === company.adminEmail);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain(`Cadastro recebido: ${String(company.name)}`);
    expect(receipts[0]!.text).toContain(`Recebemos o cadastro da loja ${String(company.name)}. Ele está em análise`);
    expect(receipts[0]!.text).toContain('quando o cadastro for aprovado ou reprovado');
    const queued = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, String(company.adminEmail)));
    expect(queued.map((m) => m.kind)).toEqual(['registration-receipt']);
    // The new administrator logs in and sees the company (pending) among its own.
    const token = await loginToken(app, String(company.adminEmail), 'segredo1');
    const mine = await app.inject({
      method: 'GET',
      url: '/api/companys/companyUsers/companiesByUser',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json().data.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[row!.id, 'pending']]);
    // Pending: not in the public directory.
    expect((await app.inject({ method: 'GET', url: `/api/companys/company/partnerDetails/${row!.id}` })).statusCode).toBe(404);
  });

  it("queues the registrant's receipt in the registration's transaction: when it cannot be written, nothing is", async () => {
    const { app } = await build(database.db);
    const company = registration();
    const before = await counts();
    // Only the receipt's row is refused (the administrators' mail goes to other addresses).
    await database.db.execute(
      sql.raw(`alter table mail_outbox add constraint test_no_receipt check (to_address <> '${String(company.adminEmail)}')`),
    );
    try {
      const response = await app.inject({ method: 'POST', url: '/api/login/registerCompany', payload: { company, formToken: formToken() } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
    } finally {
      await database.db.execute(sql`alter table mail_outbox drop constraint test_no_receipt`);
    }
    expect(await counts()).toEqual(before);
    expect(
      await database.db
        .select()
        .from(users)
        .where(eq(users.email, String(company.adminEmail))),
    ).toEqual([]);
  });

  it('answers 409 for a taken cnpj or administrator e-mail and writes nothing', async () => {
    const { app } = await build(database.db);
    const first = registration();
    expect(
      (await app.inject({ method: 'POST', url: '/api/login/registerCompany', payload: { company: first, formToken: formToken() } })).statusCode,
    ).toBe(201);
    const before = await counts();
    const sameCnpj = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company: registration({ cnpj: first.cnpj }), formToken: formToken() },
    });
    expect(sameCnpj.statusCode).toBe(409);
    expect(sameCnpj.json()).toMatchObject({ message: 'CNPJ Já está em uso', additionalData: { cnpj: 'CNPJ Já está em uso' } });
    const existing = await createUser(database.db);
    const sameEmail = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company: registration({ adminEmail: existing.email.toUpperCase() }), formToken: formToken() },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: 'E-mail Já está em uso', additionalData: { adminEmail: 'E-mail Já está em uso' } });
    // both taken: both named at once, so the form marks each field
    const both = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company: registration({ cnpj: first.cnpj, adminEmail: existing.email }), formToken: formToken() },
    });
    expect(both.statusCode).toBe(409);
    expect(both.json().additionalData).toEqual({ cnpj: 'CNPJ Já está em uso', adminEmail: 'E-mail Já está em uso' });
    expect(await counts()).toEqual({ ...before, users: before.users + 1 });
  });

  it('refuses a position outside Brazil or far from the chosen city, with the field named', async () => {
    const { app } = await build(database.db);
    const asAdmin = asAdminOf(app);
    const before = await counts();
    const paris = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company: registration({ addressPosition: { latitude: 48.8566, longitude: 2.3522 } }), formToken: formToken() },
      remoteAddress: '10.15.2.1',
    });
    expect(paris.statusCode, paris.body).toBe(400);
    expect(paris.json().additionalData).toEqual({ 'company.addressPosition': MESSAGES.position.outsideBrazil });
    expect(await counts()).toEqual(before);
    // the same check on the back-office's create
    const adminParis = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: { company: companyPayload({ addressPosition: { latitude: 48.8566, longitude: 2.3522 } }) },
    });
    expect(adminParis.statusCode).toBe(400);
    expect(adminParis.json().additionalData).toEqual({ 'company.addressPosition': MESSAGES.position.outsideBrazil });

    // a municipality of SP with three partners: its reference point is their median
    const city = 'Itaquaquecetuba';
    const near = { latitude: -23.486, longitude: -46.348 };
    for (const delta of [0, 0.01, -0.01])
      await postCompany(asAdmin, { city, uf: 'SP', addressPosition: { latitude: near.latitude + delta, longitude: near.longitude - delta } });
    const centreOfBrazil = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: {
        company: registration({ city: city.toUpperCase(), uf: 'SP', addressPosition: { latitude: -14.235, longitude: -51.9253 } }),
        formToken: formToken(),
      },
      remoteAddress: '10.15.2.2',
    });
    expect(centreOfBrazil.statusCode, centreOfBrazil.body).toBe(400);
    expect(centreOfBrazil.json().additionalData['company.addressPosition']).toMatch(
      new RegExp(`^A posição no mapa fica a 1\\d{3} km de ${city.toUpperCase()}-SP\\.`),
    );
    // an update is held to the same rule (its own old position is not part of the reference)
    const mine = await postCompany(asAdmin, { city, uf: 'SP', addressPosition: { latitude: near.latitude + 0.02, longitude: near.longitude } });
    const moved = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: {
        company: { ...companyPayload({ city, uf: 'SP', cnpj: mine.cnpj }), id: mine.id, addressPosition: { latitude: -3.119, longitude: -60.0217 } },
      },
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().additionalData['company.addressPosition']).toMatch(/^A posição no mapa fica a \d+ km de /);
    // the database holds the line too (Brazil's bounding box)
    await expect(database.db.update(companies).set({ latitude: 48.8566, longitude: 2.3522 }).where(eq(companies.id, mine.id))).rejects.toThrow();
    // near the city: accepted
    const ok = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: {
        company: registration({ city, uf: 'SP', addressPosition: { latitude: near.latitude + 0.05, longitude: near.longitude } }),
        formToken: formToken(),
      },
      remoteAddress: '10.15.2.3',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('validates the registration rules (everything of section 5 required, wrapper named)', async () => {
    const { app } = await build(database.db);
    const missing = await app.inject({ method: 'POST', url: '/api/login/registerCompany', payload: { formToken: formToken() } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().additionalData).toEqual({ company: 'Campo obrigatório' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company: registration({ cnpj: '11.111.111/1111-11', razaoSocial: '', lines: [] }), formToken: formToken() },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().additionalData).toEqual({
      'company.cnpj': 'CNPJ inválido',
      'company.razaoSocial': 'Campo obrigatório',
      'company.lines': 'Adicione pelo menos um item',
    });
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company: registration({ adminPassword_confirm: 'outra' }), formToken: formToken() },
    });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json().additionalData).toEqual({ 'company.adminPassword_confirm': 'Senhas devem ser iguais' });
  });

  it('answers a filled honeypot or a form sent too fast with the same 201, writing nothing', async () => {
    const { app } = await build(database.db);
    const before = await counts();
    // the honeypot, and a form sent 0.8 s after the server signed its opening
    for (const extra of [{ website: 'http://spam.example', formToken: formToken() }, { formToken: formToken(800) }, { website: 'x' }]) {
      const response = await app.inject({ method: 'POST', url: '/api/login/registerCompany', payload: { company: registration(), ...extra } });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({ message: 'Cadastro realizado com sucesso!', status: 'pending' });
    }
    // Even an invalid body: the robot learns nothing.
    expect(
      (await app.inject({ method: 'POST', url: '/api/login/registerCompany', payload: { company: { name: 'x' }, website: 'x' } })).statusCode,
    ).toBe(201);
    expect(await counts()).toEqual(before);
  });

  it('limits registrations per IP (registrationsMax per hour) and requests per IP (registrationRequestsMax per hour)', async () => {
    const clock = createTestClock();
    const { app } = await build(database.db, { clock, rateLimits: { registrationsMax: 2, registrationRequestsMax: 12 } });
    const post = (ip: string, company = registration()) =>
      app.inject({
        method: 'POST',
        url: '/api/login/registerCompany',
        payload: { company, formToken: formToken(60_000, clock().getTime()) },
        remoteAddress: ip,
      });
    expect((await post('10.0.0.1')).statusCode).toBe(201);
    expect((await post('10.0.0.1')).statusCode).toBe(201);
    const third = await post('10.0.0.1');
    expect(third.statusCode).toBe(429);
    // the hour's wait in words, not in thousands of seconds
    expect(third.json().message).toMatch(/^Muitas tentativas\. Tente novamente em cerca de (1 hora|[1-5]?\d minutos)\.$/);
    expect(third.json().additionalData.retryAfter).toBeGreaterThan(3000);
    expect((await post('10.0.0.2')).statusCode).toBe(201);
    clock.advance(60 * 60_000 + 1000);
    expect((await post('10.0.0.1')).statusCode).toBe(201);

    const statuses: number[] = [];
    for (let i = 0; i < 13; i += 1) statuses.push((await post('10.0.0.3', registration({ cnpj: 'x' }))).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 400)).toBe(true);
    expect(statuses[12]).toBe(429);
    void newCnpj;
  });

  it('takes the registration slot before the work: 25 parallel registrations from one IP, only the allowed number passes', async () => {
    const { app } = await build(database.db, { rateLimits: { registrationsMax: 5, registrationRequestsMax: 30 } });
    const before = (await counts()).companies;
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/login/registerCompany',
          payload: { company: registration(), formToken: formToken() },
          remoteAddress: '10.1.2.3',
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect((await counts()).companies - before).toBe(5);
  });

  it('gives the slot back when the registration is refused (a taken CNPJ does not count)', async () => {
    const { app } = await build(database.db, { rateLimits: { registrationsMax: 1, registrationRequestsMax: 6 } });
    const first = registration();
    const post = (company: Record<string, unknown>, ip = '10.1.2.4') =>
      app.inject({ method: 'POST', url: '/api/login/registerCompany', payload: { company, formToken: formToken() }, remoteAddress: ip });
    expect((await post(first, '10.1.2.5')).statusCode).toBe(201);
    // 1 registration per hour: three refusals, then the one that counts, then no more
    for (let i = 0; i < 3; i += 1) expect((await post(registration({ cnpj: first.cnpj }))).statusCode).toBe(409);
    expect((await post(registration())).statusCode).toBe(201);
    expect((await post(registration())).statusCode).toBe(429);
  });

  it('trusts only the form-open time the server signed: missing, forged or day-old tokens are refused, nothing written', async () => {
    const { app } = await build(database.db);
    const issued = await app.inject({ method: 'GET', url: '/api/login/registerCompany/form' });
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['cache-control']).toBe('no-store');
    expect(issued.json().formToken).toMatch(/^\d+\.[\w-]{43}$/);
    const before = await counts();
    const [issuedAt, signature] = formToken().split('.');
    for (const token of [
      undefined,
      '',
      'abc',
      `${Number(issuedAt) - 3_600_000}.${signature}`,
      formToken(25 * 60 * 60_000),
      issueFormToken('outro-segredo-outro-segredo-outro-segredo', new Date(Date.now() - 60_000)),
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login/registerCompany',
        payload: { company: registration(), ...(token === undefined ? {} : { formToken: token }) },
      });
      expect(response.statusCode, String(token)).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'O formulário de cadastro expirou. Recarregue a página e envie os dados novamente.',
        additionalData: { formToken: expect.any(String) },
      });
    }
    // the token the endpoint gave, sent too soon: a robot's (201, nothing written)
    const tooSoon = await app.inject({
      method: 'POST',
      url: '/api/login/registerCompany',
      payload: { company: registration(), formToken: issued.json().formToken },
    });
    expect(tooSoon.statusCode).toBe(201);
    expect(await counts()).toEqual(before);
  });
});
