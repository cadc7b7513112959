import { describe, expect, it } from 'vitest';
import { LOG_EXPORT_COLUMNS } from '@rede/domain';
import { as, asAdminOf, companyPayload, createCompanyUser, lineIdsByName, postCompany, readXlsx, tag } from './company-helpers.ts';
import { TEST_ADMIN, build, createRole, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const START = new Date('2026-03-10T12:00:00Z');

const setup = async () => {
  const clock = createTestClock(START);
  const built = await build(database.db, { clock });
  return { ...built, clock, asAdmin: asAdminOf(built.app) };
};

/** A company with a history: create, update, approve, reject (with reason), one minute apart. */
const companyWithHistory = async (ctx: Awaited<ReturnType<typeof setup>>, overrides: Record<string, unknown> = {}) => {
  const { asAdmin, clock } = ctx;
  const ids = await lineIdsByName(database.db);
  const company = await postCompany(asAdmin, { lines: [ids.Moto], ...overrides });
  clock.advance(60_000);
  const put = await asAdmin({
    method: 'PUT',
    url: '/api/companys',
    payload: {
      company: {
        ...companyPayload({
          cnpj: company.cnpj,
          name: company.name,
          email: company.email,
          lines: [ids.Moto, ids.Carro],
          phone: '(41) 3222-1111',
          city: 'Curitiba',
          uf: 'PR',
        }),
        id: company.id,
      },
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  clock.advance(60_000);
  await asAdmin({ method: 'POST', url: '/api/companys/company/approve', payload: { id: company.id } });
  clock.advance(60_000);
  await asAdmin({ method: 'POST', url: '/api/companys/company/reject', payload: { id: company.id, reason: 'Fachada sem identificação' } });
  return company;
};

describe('company logs: per-company history', () => {
  it('lists the entries newest first, with search, typeAction filter, ordering and paging', async () => {
    const ctx = await setup();
    const company = await companyWithHistory(ctx);
    const list = async (query = '') => {
      const response = await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/${company.id}?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { data: { typeAction: string; id: number; reason: string | null; userActionEmail: string }[]; total: number };
    };
    const all = await list();
    expect(all.total).toBe(4);
    expect(all.data.map((l) => l.typeAction)).toEqual(['rejected', 'approved', 'update', 'create']);
    expect(all.data[0]).toMatchObject({
      reason: 'Fachada sem identificação',
      userActionEmail: TEST_ADMIN.email,
      nameUser: expect.any(String),
      companyId: company.id,
    });
    expect(all.data[0]).toMatchObject({
      cnpj: company.cnpj,
      phone: '(41) 3222-1111',
      cep: '01310-100',
      lines: [{ name: 'Carro' }, { name: 'Moto' }],
    });
    expect((await list('orderBy=dtRegister&orderDirection=asc')).data.map((l) => l.typeAction)).toEqual(['create', 'update', 'approved', 'rejected']);
    expect((await list('typeAction=approved')).data.map((l) => l.typeAction)).toEqual(['approved']);
    expect((await list('searchTerm=curitiba')).total).toBe(3);
    const page = await list('pageSize=10&pageIndex=1');
    expect(page).toEqual({ data: [], total: 4 });
    expect((await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/${company.id}?typeAction=closed` })).statusCode).toBe(400);
  });

  it('details one entry with the fields changed since the previous entry', async () => {
    const ctx = await setup();
    const company = await companyWithHistory(ctx);
    const { data } = (await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/${company.id}?orderBy=id&orderDirection=asc` })).json();
    const [created, updated, approved, rejected] = data as { id: number }[];
    const detail = async (id: number) => (await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/log/${id}` })).json();

    const first = await detail(created!.id);
    expect(first.previousId).toBeNull();
    expect(first.changes).toContainEqual({ field: 'name', before: null, after: company.name });

    const second = await detail(updated!.id);
    expect(second.previousId).toBe(created!.id);
    expect(second.changes).toEqual([
      { field: 'phone', before: '(11) 3333-4444', after: '(41) 3222-1111' },
      { field: 'lines', before: ['Moto'], after: ['Carro', 'Moto'] },
      { field: 'city', before: 'São Paulo', after: 'Curitiba' },
      { field: 'uf', before: 'SP', after: 'PR' },
    ]);
    expect((await detail(approved!.id)).changes).toEqual([{ field: 'status', before: 'pending', after: 'approved' }]);
    const last = await detail(rejected!.id);
    expect(last).toMatchObject({
      typeAction: 'rejected',
      reason: 'Fachada sem identificação',
      changes: [{ field: 'status', before: 'approved', after: 'disapproved' }],
    });
    expect((await ctx.asAdmin({ method: 'GET', url: '/api/companysLog/logs/log/999999' })).statusCode).toBe(404);
  });

  it('exports the history as the log export row, in the order of section 3', async () => {
    const ctx = await setup();
    const company = await companyWithHistory(ctx, { name: `=Loja ${tag()}` });
    const response = await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/excel/${company.id}?orderBy=dtRegister&orderDirection=asc` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="Log =Loja [0-9a-f]{8}_20260310_\d{6}\.xlsx"/);
    const { sheetName, rows } = await readXlsx(response.rawPayload);
    expect(sheetName).toBe('Dados');
    expect(rows[0]).toEqual([...LOG_EXPORT_COLUMNS]);
    expect(rows).toHaveLength(5);
    const created = rows[1]!;
    expect(created.slice(1, 16)).toEqual([
      company.name,
      company.cnpj,
      'Baterias Teste Ltda',
      '(11) 3333-4444',
      '(11) 98888-7777',
      company.email,
      'Moto',
      '01310-100',
      '-23.5614, -46.6559',
      'Avenida Paulista',
      'Bela Vista',
      'São Paulo',
      'SP',
      '1000',
      '10/03/2026 09:00',
    ]);
    expect(created.slice(16)).toEqual(['Cadastro', 'Administrador', TEST_ADMIN.email]);
    expect(rows.slice(1).map((r) => r[16])).toEqual(['Cadastro', 'Alteração', 'Aprovação', 'Rejeição']);
    const filtered = await readXlsx(
      (await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/excel/${company.id}?typeAction=update` })).rawPayload,
    );
    expect(filtered.rows).toHaveLength(2);
    expect((await ctx.asAdmin({ method: 'GET', url: '/api/companysLog/logs/excel/999999' })).statusCode).toBe(404);
  });
});

describe('company logs: companies with logs and access', () => {
  it("lists each company's latest entry with its count, deleted companies included", async () => {
    const ctx = await setup();
    const t = tag();
    const kept = await companyWithHistory(ctx, { name: `Histórico ${t} A` });
    const deleted = await postCompany(ctx.asAdmin, { name: `Histórico ${t} B` });
    ctx.clock.advance(60_000);
    expect((await ctx.asAdmin({ method: 'DELETE', url: `/api/companys?id=${deleted.id}` })).statusCode).toBe(200);
    const response = await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/companies?searchTerm=${encodeURIComponent(`Historico ${t}`)}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      total: 2,
      data: [
        { companyId: kept.id, typeAction: 'rejected', logsCount: 4, companyExists: true },
        { companyId: deleted.id, typeAction: 'delete', logsCount: 2, companyExists: false },
      ],
    });
    const onlyDeleted = await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/companies?searchTerm=${t}&typeAction=delete` });
    expect(onlyDeleted.json().data.map((c: { companyId: number }) => c.companyId)).toEqual([deleted.id]);
    const history = await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/${deleted.id}` });
    expect(history.json().data.map((l: { typeAction: string }) => l.typeAction)).toEqual(['delete', 'create']);
  });

  it('needs COMPANYLOG:LIST for admin-type users; company users see only their own companies (others 404)', async () => {
    const ctx = await setup();
    const { app } = ctx;
    const mine = await companyWithHistory(ctx);
    const theirs = await companyWithHistory(ctx);
    const { data: theirLogs } = (await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/${theirs.id}` })).json();
    const { data: myLogs } = (await ctx.asAdmin({ method: 'GET', url: `/api/companysLog/logs/${mine.id}` })).json();

    const withoutKey = as(app, await createUser(database.db, { roleId: (await createRole(database.db, { permissions: ['COMPANY:LIST'] })).id }));
    const withKey = as(app, await createUser(database.db, { roleId: (await createRole(database.db, { permissions: ['COMPANYLOG:LIST'] })).id }));
    for (const url of [
      '/api/companysLog/companies',
      `/api/companysLog/logs/${mine.id}`,
      `/api/companysLog/logs/excel/${mine.id}`,
      `/api/companysLog/logs/log/${myLogs[0].id}`,
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await withoutKey({ method: 'GET', url })).statusCode, url).toBe(403);
      expect((await withKey({ method: 'GET', url })).statusCode, url).toBe(200);
    }

    const owner = as(app, await createCompanyUser(database.db, [mine.id]));
    const companiesList = await owner({ method: 'GET', url: '/api/companysLog/companies' });
    expect(companiesList.json()).toMatchObject({ total: 1, data: [{ companyId: mine.id }] });
    expect((await owner({ method: 'GET', url: `/api/companysLog/logs/${mine.id}` })).json().total).toBe(4);
    expect((await owner({ method: 'GET', url: `/api/companysLog/logs/log/${myLogs[0].id}` })).statusCode).toBe(200);
    expect((await owner({ method: 'GET', url: `/api/companysLog/logs/excel/${mine.id}` })).statusCode).toBe(200);
    for (const url of [
      `/api/companysLog/logs/${theirs.id}`,
      `/api/companysLog/logs/excel/${theirs.id}`,
      `/api/companysLog/logs/log/${theirLogs[0].id}`,
    ]) {
      const response = await owner({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
    const noCompanies = as(app, await createCompanyUser(database.db, []));
    expect((await noCompanies({ method: 'GET', url: '/api/companysLog/companies' })).json()).toEqual({ data: [], total: 0 });
  });
});
