import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyLogs, userCompanies } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyPayload, companyState, createCompanyUser, lineIdsByName, tag } from './company-helpers.ts';
import { TEST_ADMIN, build, createCompany, createRole, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const setup = async () => {
  const built = await build(database.db, { clock: createTestClock(new Date('2026-03-10T12:00:00Z')) });
  return { ...built, asAdmin: asAdminOf(built.app) };
};

describe('company users: their own companies', () => {
  it('lists only the companies the user manages, with paging and the filters status, uf, city, lines', async () => {
    const { app } = await setup();
    const ids = await lineIdsByName(database.db);
    const a = await createCompany(database.db, { name: `Minha A ${tag()}`, status: 'approved', uf: 'PR', city: 'Curitiba', lineIds: [ids.Moto!] });
    const b = await createCompany(database.db, { name: `Minha B ${tag()}`, status: 'pending', lineIds: [ids.Carro!] });
    const other = await createCompany(database.db, { name: `Outra ${tag()}`, status: 'approved', uf: 'PR', city: 'Curitiba', lineIds: [ids.Moto!] });
    const user = as(app, await createCompanyUser(database.db, [b.id, a.id]));
    const list = async (query = '') => {
      const response = await user({ method: 'GET', url: `/api/companys/companyUsers/companiesByUser?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { id: number }[]; total: number };
    };
    const all = await list();
    expect(all.total).toBe(2);
    expect(all.data.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
    expect((await list('status=approved')).data.map((c) => c.id)).toEqual([a.id]);
    expect((await list('uf=PR&city=Curitiba')).data.map((c) => c.id)).toEqual([a.id]);
    expect((await list(`lines=${ids.Carro}`)).data.map((c) => c.id)).toEqual([b.id]);
    expect((await list('pageSize=10&pageIndex=5')).total).toBe(2);
    expect((await list(`searchTerm=${encodeURIComponent(other.name)}`)).total).toBe(0);
    const one = await user({ method: 'GET', url: `/api/companys/companyUsers/companysByUser/${a.id}` });
    expect(one.json()).toMatchObject({ id: a.id });
    expect((await user({ method: 'GET', url: `/api/companys/companyUsers/companysByUser/${other.id}` })).statusCode).toBe(404);
  });

  it('is refused (403) to admin-type users and (401) without a token', async () => {
    const { app, asAdmin } = await setup();
    const company = await createCompany(database.db);
    for (const call of [
      { method: 'GET' as const, url: '/api/companys/companyUsers/companiesByUser' },
      { method: 'GET' as const, url: `/api/companys/companyUsers/companysByUser/${company.id}` },
      { method: 'POST' as const, url: '/api/companys/companyUsers/companysByUser', payload: { company: companyPayload() } },
      {
        method: 'PUT' as const,
        url: `/api/companys/companyUsers/companysByUser/${company.id}`,
        payload: { company: { ...companyPayload(), id: company.id } },
      },
    ]) {
      expect((await app.inject(call)).statusCode).toBe(401);
      expect((await asAdmin(call)).statusCode).toBe(403);
    }
  });

  it('creates a company owned by the user: pending, active, linked; status, isActive and admin fields are ignored; admins are mailed', async () => {
    const { app, mailer } = await setup();
    const admin2 = await createUser(database.db, { isAdmin: true, email: `adm.${tag()}@teste.com.br` });
    const inactiveAdmin = await createUser(database.db, { isAdmin: true, isActive: false });
    const notAdmin = await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions: ['COMPANY:LIST'] })).id });
    const existing = await createCompany(database.db);
    const owner = await createCompanyUser(database.db, [existing.id], { name: 'João Dono' });
    const response = await as(
      app,
      owner,
    )({
      method: 'POST',
      url: '/api/companys/companyUsers/companysByUser',
      payload: {
        company: companyPayload({
          status: 'approved',
          isActive: false,
          adminName: 'Outro',
          adminEmail: `outro.${tag()}@x.com`,
          adminPassword: 'segredo1',
          adminPassword_confirm: 'segredo1',
          visualIdentityColor: '#123abc',
        }),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const company = response.json();
    expect(company).toMatchObject({
      status: 'pending',
      isActive: true,
      userAdminId: owner.id,
      adminName: 'João Dono',
      adminEmail: owner.email,
      visualIdentityColor: '#123abc',
    });
    expect(await database.db.select().from(userCompanies).where(eq(userCompanies.userId, owner.id)).orderBy(userCompanies.position)).toMatchObject([
      { companyId: existing.id, position: 0 },
      { companyId: company.id, position: 1 },
    ]);
    const [log] = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id));
    expect(log).toMatchObject({ typeAction: 'create', userExecuteActionId: owner.id, userActionName: 'João Dono', status: 'pending' });
    for (const email of [TEST_ADMIN.email, admin2.email]) {
      await mailer.flush();
      const mail = mailer.to(email).at(-1);
      expect(mail?.subject).toBe(`Aprovação pendente: ${company.name} - Rede de Parceiros`);
      expect(mail?.text).toContain('João Dono cadastrou a empresa');
    }
    await mailer.flush();
    expect(mailer.to(inactiveAdmin.email)).toEqual([]);
    await mailer.flush();
    expect(mailer.to(notAdmin.email)).toEqual([]);
    const list = await as(app, owner)({ method: 'GET', url: '/api/companys/companyUsers/companiesByUser' });
    expect(list.json().total).toBe(2);
  });

  it('updates an own approved company as a proposed change: the approved version stays; status, isActive and admin fields are ignored; admins are mailed', async () => {
    const { app, mailer } = await setup();
    const ids = await lineIdsByName(database.db);
    const company = await createCompany(database.db, { status: 'approved', isActive: true, lineIds: [ids.Moto!] });
    const owner = await createCompanyUser(database.db, [company.id]);
    await mailer.flush();
    const sent = mailer.to(TEST_ADMIN.email).length;
    const response = await as(
      app,
      owner,
    )({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${company.id}`,
      payload: {
        company: {
          ...companyPayload({
            name: 'Nome Alterado',
            lines: [ids.Carro],
            status: 'approved',
            isActive: false,
            adminName: 'Hacker',
            adminEmail: 'h@x.com',
            adminPassword: 'segredo1',
            adminPassword_confirm: 'segredo1',
          }),
          id: company.id,
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Nome Alterado',
      status: 'approved',
      isActive: true,
      adminName: null,
      adminEmail: null,
      userAdminId: null,
      isProposedChange: true,
      review: { kind: 'change' },
    });
    expect(response.json().lines).toEqual([{ id: ids.Carro, name: 'Carro' }]);
    // the approved version stays public until the change is decided; a proposal is no published version: no log entry
    const [row] = await database.db.select().from(companies).where(eq(companies.id, company.id));
    expect(row).toMatchObject({ name: company.name, status: 'approved', isActive: true });
    const logs = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id));
    expect(logs).toEqual([]);
    await mailer.flush();
    expect(mailer.to(TEST_ADMIN.email)).toHaveLength(sent + 1);
    await mailer.flush();
    expect(mailer.to(TEST_ADMIN.email).at(-1)!.text).toContain('alterou os dados da empresa Nome Alterado');
  });

  it("never changes another company: 404 for a foreign id, 400 when the body's id differs from the path", async () => {
    const { app } = await setup();
    const mine = await createCompany(database.db);
    const theirs = await createCompany(database.db, { name: `Deles ${tag()}` });
    const owner = as(app, await createCompanyUser(database.db, [mine.id]));
    const before = await companyState(database.db, theirs.id);
    const foreign = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${theirs.id}`,
      payload: { company: { ...companyPayload(), id: theirs.id } },
    });
    expect(foreign.statusCode).toBe(404);
    const smuggled = await owner({
      method: 'PUT',
      url: `/api/companys/companyUsers/companysByUser/${mine.id}`,
      payload: { company: { ...companyPayload(), id: theirs.id } },
    });
    expect(smuggled.statusCode).toBe(400);
    expect(smuggled.json().additionalData).toEqual({ 'company.id': 'Valor inválido' });
    expect(await companyState(database.db, theirs.id)).toEqual(before);
    expect((await database.db.select().from(companies).where(eq(companies.id, mine.id)))[0]?.name).toBe(mine.name);
  });

  it('a company created by a company user can then be approved by an administrator', async () => {
    const { app, asAdmin, mailer } = await setup();
    const owner = await createCompanyUser(database.db, [], { email: `novo.${tag()}@loja.com.br` });
    const created = await as(
      app,
      owner,
    )({ method: 'POST', url: '/api/companys/companyUsers/companysByUser', payload: { company: companyPayload() } });
    expect(created.statusCode).toBe(201);
    const approved = await asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: created.json().id } });
    expect(approved.json().status).toBe('approved');
    await mailer.flush();
    expect(mailer.to(owner.email).at(-1)?.subject).toContain('Cadastro aprovado');
  });

  it('validates the wrapped payload', async () => {
    const { app } = await setup();
    const owner = as(app, await createCompanyUser(database.db, []));
    for (const payload of [{}, { company: null }]) {
      const response = await owner({ method: 'POST', url: '/api/companys/companyUsers/companysByUser', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().additionalData).toEqual({ company: 'Campo obrigatório' });
    }
    const bad = await owner({
      method: 'POST',
      url: '/api/companys/companyUsers/companysByUser',
      payload: { company: companyPayload({ cnpj: '12.345.678/0001-00' }) },
    });
    expect(bad.json().additionalData).toEqual({ 'company.cnpj': 'CNPJ inválido' });
  });
});
