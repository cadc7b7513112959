import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, companyLines, companyLogs } from '../src/db/schema/index.ts';
import { as, asAdminOf, companyState, createCompanyUser, lineIdsByName, tag } from './company-helpers.ts';
import { TEST_ADMIN, build, createCompany, createRole, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();

const setup = async () => {
  const built = await build(database.db);
  return { ...built, asAdmin: asAdminOf(built.app) };
};

const logActions = async (companyId: number) =>
  (await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, companyId)).orderBy(companyLogs.id)).map((l) => [
    l.typeAction,
    l.lineNames,
  ]);

describe('company lines', () => {
  it("lists, reads, adds, changes and removes the lines of the user's companies (not approved), logging each change", async () => {
    const { app } = await setup();
    const ids = await lineIdsByName(database.db);
    const a = await createCompany(database.db, { name: `Linhas A ${tag()}`, status: 'pending', lineIds: [ids.Moto!] });
    const b = await createCompany(database.db, { name: `Linhas B ${tag()}`, status: 'disapproved', lineIds: [ids.Carro!, ids.Náutica!] });
    const user = as(app, await createCompanyUser(database.db, [a.id, b.id]));

    const list = await user({ method: 'GET', url: '/api/companyLines?orderBy=line' });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(3);
    expect(list.json().data.map((cl: { line: { name: string } }) => cl.line.name)).toEqual(['Carro', 'Moto', 'Náutica']);
    const ofA = await user({ method: 'GET', url: `/api/companyLines?companyId=${a.id}` });
    expect(ofA.json().data).toMatchObject([
      { companyId: a.id, company: { id: a.id, name: a.name }, lineId: ids.Moto, line: { id: ids.Moto, name: 'Moto' } },
    ]);
    const searched = await user({ method: 'GET', url: `/api/companyLines?searchTerm=nautica` });
    expect(searched.json().total).toBe(1);

    const created = await user({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: a.id, lineId: ids.Carro } } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ companyId: a.id, lineId: ids.Carro, line: { name: 'Carro' } });
    expect(await logActions(a.id)).toEqual([['update', ['Carro', 'Moto']]]);

    const read = await user({ method: 'GET', url: `/api/companyLines/${created.json().id}` });
    expect(read.json()).toMatchObject({ id: created.json().id });

    const duplicate = await user({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: a.id, lineId: ids.Carro } } });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('Esta linha de produtos já está associada a esta empresa.');

    const changed = await user({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: created.json().id, companyId: a.id, lineId: ids.Caminhão } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().line.name).toBe('Caminhão');
    expect((await logActions(a.id)).at(-1)).toEqual(['update', ['Caminhão', 'Moto']]);

    const moved = await user({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: created.json().id, companyId: b.id, lineId: ids.Caminhão } },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await logActions(a.id)).at(-1)).toEqual(['update', ['Moto']]);
    expect((await logActions(b.id)).at(-1)).toEqual(['update', ['Caminhão', 'Carro', 'Náutica']]);

    const removed = await user({ method: 'DELETE', url: `/api/companyLines?id=${created.json().id}` });
    expect(removed.statusCode).toBe(200);
    expect((await companyState(database.db, b.id)).lines.sort()).toEqual([ids.Carro, ids.Náutica].sort());
    expect((await logActions(b.id)).at(-1)).toEqual(['update', ['Carro', 'Náutica']]);

    const options = await user({ method: 'GET', url: '/api/companyLines/company/list' });
    expect(options.json()).toEqual({
      data: [
        { id: ids.Carro, name: 'Carro', icon: null },
        { id: ids.Moto, name: 'Moto', icon: null },
        { id: ids.Náutica, name: 'Náutica', icon: null },
      ],
    });
    const optionsOfA = await user({ method: 'GET', url: `/api/companyLines/company/list?companyId=${a.id}` });
    expect(optionsOfA.json().data.map((l: { name: string }) => l.name)).toEqual(['Moto']);
  });

  it("a company user's change of a company not approved sends it back to 'Pendente' like any edit, and tells the administrators", async () => {
    const { app, mailer } = await setup();
    const ids = await lineIdsByName(database.db);
    const company = await createCompany(database.db, { name: `Reprovada ${tag()}`, status: 'disapproved', lineIds: [ids.Moto!] });
    const user = as(app, await createCompanyUser(database.db, [company.id]));
    const status = async () =>
      (await database.db.select({ status: companies.status }).from(companies).where(eq(companies.id, company.id)))[0]?.status;

    const created = await user({
      method: 'POST',
      url: '/api/companyLines',
      payload: { companyLine: { companyId: company.id, lineId: ids.Náutica } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await status()).toBe('pending');
    const [entry] = await database.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.id)).orderBy(desc(companyLogs.id)).limit(1);
    expect(entry).toMatchObject({ typeAction: 'update', status: 'pending', lineNames: ['Moto', 'Náutica'] });
    await mailer.flush();
    expect(mailer.to(TEST_ADMIN.email).some((m) => m.subject.startsWith('Aprovação pendente') && m.text.includes(company.name))).toBe(true);

    // an administrator's change of the lines (isAdmin may use COMPANYLINE) is published at once and keeps the status it sets
    await database.db.update(companies).set({ status: 'approved' }).where(eq(companies.id, company.id));
    const byAdmin = await asAdminOf(app)({ method: 'DELETE', url: `/api/companyLines?id=${created.json().id}` });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await status()).toBe('approved');
    expect((await companyState(database.db, company.id)).lines).toEqual([ids.Moto]);
  });

  it("refuses to remove (or move away) a company's last line", async () => {
    const { app } = await setup();
    const ids = await lineIdsByName(database.db);
    const a = await createCompany(database.db, { status: 'pending', lineIds: [ids.Moto!] });
    const b = await createCompany(database.db, { status: 'pending', lineIds: [ids.Carro!] });
    const user = as(app, await createCompanyUser(database.db, [a.id, b.id]));
    const [link] = await database.db.select().from(companyLines).where(eq(companyLines.companyId, a.id));
    const removed = await user({ method: 'DELETE', url: `/api/companyLines?id=${link!.id}` });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe('Não é possível remover a última linha de produtos da empresa: toda empresa deve ter pelo menos uma linha.');
    const moved = await user({
      method: 'PUT',
      url: '/api/companyLines',
      payload: { companyLine: { id: link!.id, companyId: b.id, lineId: ids.Moto } },
    });
    expect(moved.statusCode).toBe(409);
    expect((await companyState(database.db, a.id)).lines).toEqual([ids.Moto]);
    expect(await logActions(a.id)).toEqual([]);
  });

  it('never touches another company (404) and validates its payload', async () => {
    const { app } = await setup();
    const ids = await lineIdsByName(database.db);
    const mine = await createCompany(database.db, { lineIds: [ids.Moto!] });
    const theirs = await createCompany(database.db, { lineIds: [ids.Carro!, ids.Moto!] });
    const user = as(app, await createCompanyUser(database.db, [mine.id]));
    const [theirLink] = await database.db.select().from(companyLines).where(eq(companyLines.companyId, theirs.id));
    const [myLink] = await database.db.select().from(companyLines).where(eq(companyLines.companyId, mine.id));
    const before = await companyState(database.db, theirs.id);
    expect((await user({ method: 'GET', url: `/api/companyLines/${theirLink!.id}` })).statusCode).toBe(404);
    expect((await user({ method: 'GET', url: `/api/companyLines?companyId=${theirs.id}` })).json()).toEqual({ data: [], total: 0 });
    expect(
      (await user({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: theirs.id, lineId: ids.Estacionárias } } }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await user({
          method: 'PUT',
          url: '/api/companyLines',
          payload: { companyLine: { id: theirLink!.id, companyId: mine.id, lineId: ids.Carro } },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await user({ method: 'PUT', url: '/api/companyLines', payload: { companyLine: { id: myLink!.id, companyId: theirs.id, lineId: ids.Carro } } }))
        .statusCode,
    ).toBe(404);
    expect((await user({ method: 'DELETE', url: `/api/companyLines?id=${theirLink!.id}` })).statusCode).toBe(404);
    expect(await companyState(database.db, theirs.id)).toEqual(before);

    const missing = await user({ method: 'POST', url: '/api/companyLines', payload: {} });
    expect(missing.json().additionalData).toEqual({ companyLine: 'Campo obrigatório' });
    const zero = await user({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: mine.id, lineId: 0 } } });
    expect(zero.json().additionalData).toEqual({ 'companyLine.lineId': 'Campo obrigatório' });
    const unknown = await user({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: mine.id, lineId: 999999 } } });
    expect(unknown.json().additionalData).toEqual({ 'companyLine.lineId': 'Valor inválido' });
  });

  it('is company-type only (COMPANYLINE) and obeys the role keys', async () => {
    const { app, asAdmin } = await setup();
    const company = await createCompany(database.db, { lineIds: [1] });
    const adminType = as(
      app,
      await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions: ['COMPANY:LIST'] })).id }),
    );
    expect((await adminType({ method: 'GET', url: '/api/companyLines' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/companyLines' })).statusCode).toBe(401);
    const reader = as(
      app,
      await createCompanyUser(database.db, [company.id], {
        roleId: (await createRole(database.db, { type: 'company', permissions: ['COMPANYLINE:LIST'] })).id,
      }),
    );
    expect((await reader({ method: 'GET', url: '/api/companyLines' })).json().total).toBe(1);
    expect(
      (await reader({ method: 'POST', url: '/api/companyLines', payload: { companyLine: { companyId: company.id, lineId: 2 } } })).statusCode,
    ).toBe(403);
    // isAdmin users may do everything (section 6): they see every company's lines.
    expect((await asAdmin({ method: 'GET', url: `/api/companyLines?companyId=${company.id}` })).json().total).toBe(1);
  });
});
