import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { permissionKeysForType } from '@rede/domain';
import { companies, companyLogs, mailOutbox, roles, userCompanies, users } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyPayload, companyState, lineIdsByName, newCnpj, postCompany, readXlsx, tag } from './company-helpers.ts';
import { TEST_ADMIN, build, createCompany, createRole, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const NOW = new Date('2026-03-10T12:00:00Z');

const setup = async () => {
  const built = await build(database.db, { clock: createTestClock(NOW) });
  return { ...built, asAdmin: asAdminOf(built.app) };
};

/** Blocks log inserts for one company (a NOT VALID check skips its existing rows) while `run` runs. */
const withLogInsertsBlocked = async <T>(condition: string, run: () => Promise<T>): Promise<T> => {
  const name = `test_block_${tag()}`;
  await database.db.execute(sql.raw(`alter table company_logs add constraint ${name} check (${condition}) not valid`));
  try {
    return await run();
  } finally {
    await database.db.execute(sql.raw(`alter table company_logs drop constraint ${name}`));
  }
};

describe('companys: permissions', () => {
  it('answers 401 without a token and 403 to users without the COMPANY key or of type company', async () => {
    const { app } = await setup();
    const company = await createCompany(database.db);
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/api/companys' },
      { method: 'GET', url: `/api/companys/${company.id}` },
      { method: 'POST', url: '/api/companys', payload: { company: companyPayload() } },
      { method: 'PUT', url: '/api/companys', payload: { company: { ...companyPayload(), id: company.id } } },
      { method: 'DELETE', url: `/api/companys?id=${company.id}` },
      { method: 'GET', url: '/api/companys/company/export' },
      { method: 'GET', url: '/api/companys/company/activeandinactive' },
      { method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } },
      { method: 'POST', url: '/api/companys/company/reject', payload: { id: company.id } },
      { method: 'POST', url: '/api/companys/company/deactivate', payload: { id: company.id } },
      { method: 'POST', url: '/api/companys/company/reactivate', payload: { id: company.id } },
    ];
    const other = as(
      app,
      await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions: ['LINE:LIST'] })).id }),
    );
    const companyUser = as(app, await createUser(database.db, { type: 'company', companyIds: [company.id] }));
    for (const call of calls) {
      expect((await app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      expect((await other(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
      expect((await companyUser(call)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await database.db.select().from(companies).where(eq(companies.id, company.id)))[0]?.status).toBe('approved');
  });

  it('requires the key of each action', async () => {
    const { app } = await setup();
    const company = await createCompany(database.db);
    const reader = as(app, await createUser(database.db, { roleId: (await createRole(database.db, { permissions: ['COMPANY:LIST'] })).id }));
    expect((await reader({ method: 'GET', url: '/api/companys' })).statusCode).toBe(200);
    expect((await reader({ method: 'GET', url: `/api/companys/${company.id}` })).statusCode).toBe(200);
    expect((await reader({ method: 'GET', url: '/api/companys/company/activeandinactive' })).statusCode).toBe(200);
    expect((await reader({ method: 'POST', url: '/api/companys', payload: { company: companyPayload() } })).statusCode).toBe(403);
    expect((await reader({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } })).statusCode).toBe(403);
    expect((await reader({ method: 'DELETE', url: `/api/companys?id=${company.id}` })).statusCode).toBe(403);
  });
});

describe('companys: create', () => {
  it('creates with its lines, stores documents normalised, answers them masked and logs the creation', async () => {
    const { asAdmin } = await setup();
    const ids = await lineIdsByName(database.db);
    const cnpj = newCnpj();
    const response = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: {
        company: companyPayload({
          cnpj: cnpj.replace(/\D/g, ''),
          phone: '1133334444',
          whatsapp: '11988887777',
          cep: '01310100',
          lines: [ids.Moto, ids.Carro, ids.Moto],
          visualIdentityColor: '#C62',
          isAssistence: true,
        }),
      },
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      cnpj,
      phone: '(11) 3333-4444',
      whatsapp: '(11) 98888-7777',
      cep: '01310-100',
      status: 'pending',
      isActive: true,
      isAssistence: true,
      visualIdentityColor: '#cc6622',
      addressPosition: { latitude: -23.5614, longitude: -46.6559 },
      userAdminId: null,
    });
    expect(body.lines).toEqual([
      { id: ids.Carro, name: 'Carro' },
      { id: ids.Moto, name: 'Moto' },
    ]);
    expect(body).not.toHaveProperty('adminPassword');
    const [row] = await database.db.select().from(companies).where(eq(companies.id, body.id));
    expect(row).toMatchObject({ cnpj: cnpj.replace(/\D/g, ''), phone: '1133334444', cep: '01310100', dtRegister: NOW });
    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, body.id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      typeAction: 'create',
      name: body.name,
      status: 'pending',
      lineNames: ['Carro', 'Moto'],
      lineIds: [ids.Carro, ids.Moto],
      userActionEmail: TEST_ADMIN.email,
      createdAt: NOW,
    });
    expect(logs[0]!.userExecuteActionId).toBeGreaterThan(0);
  });

  it('accepts the alphanumeric CNPJ and lets an administrator set status and isActive', async () => {
    const { asAdmin } = await setup();
    const response = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: { company: companyPayload({ cnpj: '12.abc.345/01de-35', status: 'approved', isActive: false }) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ cnpj: '12.ABC.345/01DE-35', status: 'approved', isActive: false });
  });

  it("creates the company's administrator: a company user linked to it with a role holding every company permission", async () => {
    const { app, asAdmin } = await setup();
    const adminEmail = `Dono.${tag()}@Loja.com.br`;
    const response = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: { company: companyPayload({ adminName: 'Dona Maria', adminEmail, adminPassword: 'segredo1', adminPassword_confirm: 'segredo1' }) },
    });
    expect(response.statusCode).toBe(201);
    const company = response.json();
    expect(company.adminEmail).toBe(adminEmail.toLowerCase());
    expect(company.userAdminId).toBeGreaterThan(0);
    const [user] = await database.db.select().from(users).where(eq(users.id, company.userAdminId));
    expect(user).toMatchObject({ name: 'Dona Maria', email: adminEmail.toLowerCase(), type: 'company', isAdmin: false, companyId: company.id });
    const [role] = await database.db.select().from(roles).where(eq(roles.id, user!.roleId!));
    expect(role).toMatchObject({ type: 'company', companyId: company.id });
    expect([...role!.permissions].sort()).toEqual([...permissionKeysForType('company')].sort());
    expect(await database.db.select().from(userCompanies).where(eq(userCompanies.userId, user!.id))).toMatchObject([
      { companyId: company.id, position: 0 },
    ]);
    const own = await as(app, { email: adminEmail.toLowerCase(), password: 'segredo1' })({
      method: 'GET',
      url: '/api/companys/companyUsers/companiesByUser',
    });
    expect(own.json()).toMatchObject({ total: 1, data: [{ id: company.id }] });
  });

  it('validates: missing wrapper, CNPJ, lines, CEP, phone, e-mail, admin trio, password confirmation', async () => {
    const { asAdmin } = await setup();
    const post = (payload: unknown) => asAdmin({ method: 'POST', url: '/api/companys', payload: payload as object });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing fields, see additionalData', additionalData: { company: 'Campo obrigatório' } });

    const bad = await post({
      company: companyPayload({ cnpj: '11.111.111/1111-11', lines: [], cep: '00000-000', phone: '123', email: 'x@', name: '' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().additionalData).toMatchObject({
      'company.cnpj': 'CNPJ inválido',
      'company.lines': 'Adicione pelo menos um item',
      'company.cep': 'CEP inválido',
      'company.phone': 'Telefone inválido',
      'company.email': 'E-mail inválido',
      'company.name': 'Campo obrigatório',
    });
    const unknownLine = await post({ company: companyPayload({ lines: [999_999] }) });
    expect(unknownLine.statusCode).toBe(400);
    expect(unknownLine.json().additionalData).toEqual({ 'company.lines': 'Valor inválido' });
    const partialAdmin = await post({ company: companyPayload({ adminEmail: `a.${tag()}@x.com` }) });
    expect(partialAdmin.statusCode).toBe(400);
    expect(partialAdmin.json().additionalData).toMatchObject({
      'company.adminName': 'Campo obrigatório',
      'company.adminPassword': 'Campo obrigatório',
    });
    const mismatch = await post({
      company: companyPayload({ adminName: 'A', adminEmail: `a.${tag()}@x.com`, adminPassword: 'segredo1', adminPassword_confirm: 'outra123' }),
    });
    expect(mismatch.json().additionalData).toEqual({ 'company.adminPassword_confirm': 'Senhas devem ser iguais' });
    const badColor = await post({ company: companyPayload({ visualIdentityColor: 'vermelho' }) });
    expect(badColor.json().additionalData).toEqual({ 'company.visualIdentityColor': 'Valor inválido' });
  });

  it('refuses a taken CNPJ or administrator e-mail with 409 and writes nothing (database constraints)', async () => {
    const { asAdmin } = await setup();
    const first = await postCompany(asAdmin);
    const countAll = async () => {
      const [c] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companies);
      const [l] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(companyLogs);
      const [u] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users);
      const [r] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(roles);
      return { companies: c!.n, logs: l!.n, users: u!.n, roles: r!.n };
    };
    const before = await countAll();
    const dupCnpj = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: { company: companyPayload({ cnpj: String(first.cnpj).replace(/\D/g, '') }) },
    });
    expect(dupCnpj.statusCode).toBe(409);
    expect(dupCnpj.json()).toMatchObject({ message: 'CNPJ Já está em uso', additionalData: { cnpj: 'CNPJ Já está em uso' } });

    const dupEmail = await asAdmin({
      method: 'POST',
      url: '/api/companys',
      payload: {
        company: companyPayload({
          adminName: 'X',
          adminEmail: TEST_ADMIN.email.toUpperCase(),
          adminPassword: 'segredo1',
          adminPassword_confirm: 'segredo1',
        }),
      },
    });
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toMatchObject({ message: 'E-mail Já está em uso', additionalData: { adminEmail: 'E-mail Já está em uso' } });
    expect(await countAll()).toEqual(before);

    const other = await postCompany(asAdmin);
    const dupOnUpdate = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload({ cnpj: first.cnpj }), id: other.id } },
    });
    expect(dupOnUpdate.statusCode).toBe(409);
    expect((await companyState(database.db, other.id)).logs).toHaveLength(1);
  });
});

describe('companys: list', () => {
  it('searches, filters, sorts and pages in SQL with the total', async () => {
    const { asAdmin } = await setup();
    const ids = await lineIdsByName(database.db);
    const t = tag();
    const a = await postCompany(asAdmin, { name: `Ávila ${t}`, city: 'Curitiba', uf: 'PR', lines: [ids.Moto], email: `avila.${t}@x.com.br` });
    const b = await postCompany(asAdmin, { name: `Baterias ${t}`, city: 'Curitiba', uf: 'PR', lines: [ids.Carro, ids.Náutica], status: 'approved' });
    const c = await postCompany(asAdmin, {
      name: `Central ${t}`,
      city: 'São José',
      uf: 'SC',
      lines: [ids.Caminhão],
      status: 'disapproved',
      razaoSocial: `Razão ${t} Especial`,
    });
    const list = async (query: string) => {
      const response = await asAdmin({ method: 'GET', url: `/api/companys?searchTerm=${t}&${query}` });
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { data: { id: number }[]; total: number };
      return { ids: body.data.map((d) => d.id), total: body.total };
    };
    expect(await list('')).toEqual({ ids: [a.id, b.id, c.id], total: 3 });
    expect(await list('orderBy=name&orderDirection=desc')).toEqual({ ids: [c.id, b.id, a.id], total: 3 });
    expect(await list('pageSize=10&pageIndex=1')).toEqual({ ids: [], total: 3 });
    expect(await list('status=approved')).toEqual({ ids: [b.id], total: 1 });
    expect(await list('uf=PR&city=curitiba')).toEqual({ ids: [a.id, b.id], total: 2 });
    expect(await list(`city=${encodeURIComponent('sao jose')}`)).toEqual({ ids: [c.id], total: 1 });
    expect(await list(`lines=${ids.Náutica},${ids.Caminhão}`)).toEqual({ ids: [b.id, c.id], total: 2 });
    expect(await list(`lines=${ids.Moto}&lines=${ids.Carro}`)).toEqual({ ids: [a.id, b.id], total: 2 });
    const byName = await asAdmin({ method: 'GET', url: `/api/companys?searchTerm=${encodeURIComponent(`avila ${t}`)}` });
    expect(byName.json().data.map((d: { id: number }) => d.id)).toEqual([a.id]);
    const byRazao = await asAdmin({ method: 'GET', url: `/api/companys?searchTerm=${encodeURIComponent(`Razão ${t}`)}` });
    expect(byRazao.json().data.map((d: { id: number }) => d.id)).toEqual([c.id]);
    const byEmail = await asAdmin({ method: 'GET', url: `/api/companys?searchTerm=avila.${t}@` });
    expect(byEmail.json().data.map((d: { id: number }) => d.id)).toEqual([a.id]);
    for (const term of [String(b.cnpj), String(b.cnpj).replace(/\D/g, ''), String(b.cnpj).slice(0, 10)]) {
      const byCnpj = await asAdmin({ method: 'GET', url: `/api/companys?searchTerm=${encodeURIComponent(term)}` });
      expect(
        byCnpj.json().data.map((d: { id: number }) => d.id),
        term,
      ).toContain(b.id);
    }
    const paged = await asAdmin({ method: 'GET', url: `/api/companys?searchTerm=${t}&pageSize=10&pageIndex=-3&orderBy=city&orderDirection=asc` });
    expect(paged.json().total).toBe(3);
    expect(paged.json().data[0].lines).toEqual([{ id: ids.Moto, name: 'Moto' }]);
    const badSort = await asAdmin({ method: 'GET', url: '/api/companys?orderBy=password' });
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().additionalData).toEqual({ orderBy: 'Valor inválido' });
  });

  it('exports the list (format=xlsx) with its filters, every row', async () => {
    const { asAdmin } = await setup();
    const t = tag();
    for (let i = 0; i < 12; i++) await postCompany(asAdmin, { name: `Export ${t} ${String(i).padStart(2, '0')}` });
    const response = await asAdmin({
      method: 'GET',
      url: `/api/companys?format=xlsx&searchTerm=Export ${t}&pageSize=10&columns=name:Nome,status:Situação`,
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual(['Nome', 'Situação']);
    expect(rows).toHaveLength(13);
    expect(rows[1]).toEqual([`Export ${t} 00`, 'Pendente']);
  });
});

describe('companys: read, update, delete', () => {
  it('reads one company (404 when unknown, 400 for a bad id)', async () => {
    const { asAdmin } = await setup();
    const company = await postCompany(asAdmin);
    expect((await asAdmin({ method: 'GET', url: `/api/companys/${company.id}` })).json()).toMatchObject({ id: company.id, name: company.name });
    const missing = await asAdmin({ method: 'GET', url: '/api/companys/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Registro não encontrado.');
    expect((await asAdmin({ method: 'GET', url: '/api/companys/abc' })).statusCode).toBe(400);
  });

  it('updates fields and lines and logs one update with the company as it is afterwards', async () => {
    const { asAdmin } = await setup();
    const ids = await lineIdsByName(database.db);
    const company = await postCompany(asAdmin, { lines: [ids.Moto] });
    const response = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: {
        company: {
          ...companyPayload({ name: 'Novo Nome', cnpj: company.cnpj, lines: [ids.Carro, ids.Estacionárias], complement: '' }),
          id: company.id,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Novo Nome', complement: null, status: 'pending' });
    expect(response.json().lines.map((l: { name: string }) => l.name)).toEqual(['Carro', 'Estacionárias']);
    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id)).orderBy(companyLogs.id);
    expect(logs.map((l) => l.typeAction)).toEqual(['create', 'update']);
    expect(logs[1]).toMatchObject({ name: 'Novo Nome', lineNames: ['Carro', 'Estacionárias'], complement: null });
    const missingId = await asAdmin({ method: 'PUT', url: '/api/companys', payload: { company: companyPayload() } });
    expect(missingId.json().additionalData).toEqual({ 'company.id': 'Campo obrigatório' });
    const unknown = await asAdmin({ method: 'PUT', url: '/api/companys', payload: { company: { ...companyPayload(), id: 999999 } } });
    expect(unknown.statusCode).toBe(404);
  });

  it("an administrator's PUT that changes the status counts as approval / rejection and mails the company", async () => {
    const { asAdmin, mailer } = await setup();
    const email = `dono.${tag()}@loja.com.br`;
    const company = await postCompany(asAdmin, {
      adminName: 'Dono',
      adminEmail: email,
      adminPassword: 'segredo1',
      adminPassword_confirm: 'segredo1',
    });
    const put = (status: string, extra: Record<string, unknown> = {}) =>
      asAdmin({
        method: 'PUT',
        url: '/api/companys',
        payload: { company: { ...companyPayload({ cnpj: company.cnpj, name: company.name }), id: company.id, status, ...extra } },
      });
    expect((await put('approved')).statusCode).toBe(200);
    await mailer.flush();
    expect(mailer.to(email).at(-1)?.subject).toContain('Cadastro aprovado');
    expect((await put('disapproved')).statusCode).toBe(200);
    await mailer.flush();
    expect(mailer.to(email).at(-1)?.subject).toContain('Cadastro reprovado');
    expect((await put('disapproved', { isActive: false })).statusCode).toBe(200);
    expect((await put('disapproved', { isActive: false, numero: '22' })).statusCode).toBe(200);
    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id)).orderBy(companyLogs.id);
    expect(logs.map((l) => l.typeAction)).toEqual(['create', 'approved', 'rejected', 'disabled', 'update']);
    await mailer.flush();
    expect(mailer.to(email)).toHaveLength(2);
  });

  it("updates the company administrator's name, e-mail and password (ending their sessions)", async () => {
    const { app, asAdmin } = await setup();
    const email = `dono.${tag()}@loja.com.br`;
    const company = await postCompany(asAdmin, {
      adminName: 'Dono',
      adminEmail: email,
      adminPassword: 'segredo1',
      adminPassword_confirm: 'segredo1',
    });
    const owner = as(app, { email, password: 'segredo1' });
    expect((await owner({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(200);
    const newEmail = `novo.${tag()}@loja.com.br`;
    const response = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: {
        company: {
          ...companyPayload({ cnpj: company.cnpj }),
          id: company.id,
          adminName: 'Dono Novo',
          adminEmail: newEmail,
          adminPassword: 'Girassol#2026',
          adminPassword_confirm: 'Girassol#2026',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ adminName: 'Dono Novo', adminEmail: newEmail, userAdminId: company.userAdminId });
    expect((await owner({ method: 'GET', url: '/api/login/logged-user' })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/login/login', payload: { userName: newEmail, password: 'Girassol#2026' } });
    expect(login.statusCode).toBe(200);
  });

  it('deletes, logging the company as it was; its history stays readable', async () => {
    const { asAdmin } = await setup();
    const company = await postCompany(asAdmin);
    const response = await asAdmin({ method: 'DELETE', url: `/api/companys?id=${company.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: company.id, name: company.name });
    const state = await companyState(database.db, company.id);
    expect(state.company).toBeNull();
    expect(state.lines).toEqual([]);
    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id)).orderBy(companyLogs.id);
    expect(logs.map((l) => l.typeAction)).toEqual(['create', 'delete']);
    expect(logs[1]).toMatchObject({ name: company.name, lineNames: ['Moto'] });
    const history = await asAdmin({ method: 'GET', url: `/api/companysLog/logs/${company.id}` });
    expect(history.json().total).toBe(2);
    expect((await asAdmin({ method: 'DELETE', url: `/api/companys?id=${company.id}` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'DELETE', url: '/api/companys' })).json().additionalData).toEqual({ id: 'Campo obrigatório' });
  });
});

describe('companys: approval workflow', () => {
  it('approves, rejects with a reason, deactivates and reactivates, each with its log entry and mail', async () => {
    const { asAdmin, mailer } = await setup();
    const email = `dono.${tag()}@loja.com.br`;
    const company = await postCompany(asAdmin, {
      adminName: 'Dona Ana',
      adminEmail: email,
      adminPassword: 'segredo1',
      adminPassword_confirm: 'segredo1',
    });
    const act = (action: string, payload: Record<string, unknown> = {}) =>
      asAdmin({ method: 'POST', url: `/api/companys/company/${action}`, payload: { id: company.id, ...payload } });

    const approved = await act('approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', isActive: true });
    await mailer.flush();
    expect(mailer.to(email).at(-1)).toMatchObject({ subject: expect.stringContaining('Cadastro aprovado') });
    await mailer.flush();
    expect(mailer.to(email).at(-1)!.text).toContain('Olá, Dona Ana!');

    const rejected = await act('reject', { reason: 'CNPJ não confere com a razão social' });
    expect(rejected.json()).toMatchObject({ status: 'disapproved' });
    await mailer.flush();
    expect(mailer.to(email).at(-1)!.text).toContain('Motivo: CNPJ não confere com a razão social');

    const deactivated = await act('deactivate');
    expect(deactivated.json()).toMatchObject({ status: 'disapproved', isActive: false });
    const reactivated = await act('reactivate');
    expect(reactivated.json()).toMatchObject({ isActive: true });
    const approvedAgain = await act('approve');
    expect(approvedAgain.json()).toMatchObject({ status: 'approved' });

    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id)).orderBy(companyLogs.id);
    expect(logs.map((l) => [l.typeAction, l.status, l.isActive, l.reason])).toEqual([
      ['create', 'pending', true, null],
      ['approved', 'approved', true, null],
      ['rejected', 'disapproved', true, 'CNPJ não confere com a razão social'],
      ['disabled', 'disapproved', false, null],
      ['update', 'disapproved', true, null],
      ['approved', 'approved', true, null],
    ]);
    await mailer.flush();
    expect(mailer.to(email)).toHaveLength(3);
    expect((await asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: 999999 } })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: {} })).json().additionalData).toEqual({
      id: 'Campo obrigatório',
    });
  });

  it('answers without waiting for the mail; a failed send stays in the outbox and is retried', async () => {
    const { asAdmin, mailer } = await setup();
    const email = `x.${tag()}@loja.com.br`;
    const company = await postCompany(asAdmin, { adminName: 'X', adminEmail: email, adminPassword: 'segredo1', adminPassword_confirm: 'segredo1' });
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP fora do ar');
    };
    const response = await asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } });
    expect(response.statusCode).toBe(200);
    expect((await companyState(database.db, company.id)).company?.status).toBe('approved');
    await mailer.flush();
    const [queued] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(queued).toMatchObject({ kind: 'company-decision', status: 'pending', attempts: 1, lastError: 'SMTP fora do ar' });
    mailer.send = send;
    await database.db
      .update(mailOutbox)
      .set({ sendAfter: new Date(0) })
      .where(eq(mailOutbox.id, queued!.id));
    await mailer.flush();
    expect(mailer.to(email).map((m) => m.subject)).toEqual([expect.stringContaining('Cadastro aprovado')]);
  });

  it('rolls the change back when its log entry cannot be written (same transaction)', async () => {
    const { asAdmin, mailer } = await setup();
    const company = await postCompany(asAdmin, {
      adminName: 'X',
      adminEmail: `x.${tag()}@loja.com.br`,
      adminPassword: 'segredo1',
      adminPassword_confirm: 'segredo1',
    });
    const before = await companyState(database.db, company.id);
    await mailer.flush();
    const sent = mailer.messages.length;
    await withLogInsertsBlocked(`company_id <> ${company.id}`, async () => {
      for (const action of ['approve', 'reject', 'deactivate']) {
        const response = await asAdmin({ method: 'POST', url: `/api/companys/company/${action}`, payload: { id: company.id } });
        expect(response.statusCode, action).toBeGreaterThanOrEqual(400);
      }
      const put = await asAdmin({
        method: 'PUT',
        url: '/api/companys',
        payload: { company: { ...companyPayload({ cnpj: company.cnpj, name: 'Mudou' }), id: company.id } },
      });
      expect(put.statusCode).toBeGreaterThanOrEqual(400);
      expect((await asAdmin({ method: 'DELETE', url: `/api/companys?id=${company.id}` })).statusCode).toBeGreaterThanOrEqual(400);
    });
    expect(await companyState(database.db, company.id)).toEqual(before);
    await mailer.flush();
    expect(mailer.messages.length).toBe(sent);

    const name = `Bloqueada ${tag()}`;
    await withLogInsertsBlocked(`name <> '${name}'`, async () => {
      const created = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: companyPayload({ name }) } });
      expect(created.statusCode).toBeGreaterThanOrEqual(400);
    });
    expect(await database.db.select().from(companies).where(eq(companies.name, name))).toEqual([]);
  });
});

describe('companys: counts and export', () => {
  it('counts pendings, actives, inactives (which add up to the total), approved and disapproved', async () => {
    const { asAdmin } = await setup();
    const read = async () => (await asAdmin({ method: 'GET', url: '/api/companys/company/activeandinactive' })).json();
    const before = await read();
    expect(before.pendings + before.actives + before.inactives).toBe(before.total);
    await postCompany(asAdmin);
    await postCompany(asAdmin, { status: 'approved' });
    await postCompany(asAdmin, { status: 'approved', isActive: false });
    await postCompany(asAdmin, { status: 'disapproved' });
    const after = await read();
    expect({
      pendings: after.pendings - before.pendings,
      actives: after.actives - before.actives,
      inactives: after.inactives - before.inactives,
      approved: after.approved - before.approved,
      disapproved: after.disapproved - before.disapproved,
      total: after.total - before.total,
    }).toEqual({ pendings: 1, actives: 1, inactives: 2, approved: 2, disapproved: 1, total: 4 });
  });

  it("exports the company summary rows (section 3 order) as 'Empresas_<timestamp>.xlsx' with the list's filters", async () => {
    const { asAdmin } = await setup();
    const ids = await lineIdsByName(database.db);
    const t = tag();
    const a = await postCompany(asAdmin, {
      name: `Resumo ${t} A`,
      lines: [ids.Moto, ids.Carro],
      status: 'approved',
      phone: '',
      whatsapp: '(41) 99999-0000',
    });
    await postCompany(asAdmin, { name: `Resumo ${t} B`, status: 'pending' });
    const response = await asAdmin({ method: 'GET', url: `/api/companys/company/export?searchTerm=Resumo ${t}&status=approved` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename=Empresas_20260310_090000.xlsx');
    const { sheetName, rows } = await readXlsx(response.rawPayload);
    expect(sheetName).toBe('Dados');
    expect(rows).toEqual([
      ['ID', 'Nome', 'CNPJ', 'UF', 'Cidade', 'E-mail', 'Contato', 'Linhas', 'Status', 'Ativo/Inativo', 'Horário de funcionamento'],
      [a.id, `Resumo ${t} A`, a.cnpj, 'SP', 'São Paulo', a.email, '(41) 99999-0000', 'Carro, Moto', 'Aprovado', 'Ativo'], // no hours: an empty last cell
    ]);
    const all = await readXlsx(
      (await asAdmin({ method: 'GET', url: `/api/companys/company/export?searchTerm=Resumo ${t}&orderBy=name&orderDirection=desc` })).rawPayload,
    );
    expect(all.rows.slice(1).map((r) => r[1])).toEqual([`Resumo ${t} B`, `Resumo ${t} A`]);
    const bad = await asAdmin({ method: 'GET', url: '/api/companys/company/export?status=closed' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports only the columns the list shows, in its order and with its pt-BR headers, under its title (hidden columns left out)', async () => {
    const { asAdmin } = await setup();
    const t = tag();
    const a = await postCompany(asAdmin, { name: `Visiveis ${t} A`, status: 'approved', isActive: false });
    const columns = encodeURIComponent('name:Nome,uf:UF,isActive:Ativo/Inativo,status:Situação');
    const response = await asAdmin({
      method: 'GET',
      url: `/api/companys/company/export?searchTerm=Visiveis ${t}&format=xlsx&title=Empresas&columns=${columns}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename=Empresas_');
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows).toEqual([
      ['Nome', 'UF', 'Ativo/Inativo', 'Situação'],
      [`Visiveis ${t} A`, 'SP', 'Inativo', 'Aprovado'],
    ]);
    expect(a.isActive).toBe(false);
    // the summary row's own names work too; an unknown column is refused in pt-BR
    const own = await readXlsx(
      (await asAdmin({ method: 'GET', url: `/api/companys/company/export?searchTerm=Visiveis ${t}&columns=cidade,ativo` })).rawPayload,
    );
    expect(own.rows).toEqual([
      ['Cidade', 'Ativo/Inativo'],
      ['São Paulo', 'Inativo'],
    ]);
    const unknown = await asAdmin({ method: 'GET', url: '/api/companys/company/export?columns=senha' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().additionalData).toEqual({ columns: 'Valor inválido' });
  });
});
