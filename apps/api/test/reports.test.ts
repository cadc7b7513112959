import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyLogs } from '../src/db/schema/index.ts';
import { as, asAdminOf, createCompanyUser, lineIdsByName, readXlsx } from './company-helpers.ts';
import { build, createCompany, createRole, createTestClock, createUser, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
/** 09:00 of 10 March 2026 in São Paulo: the window is April 2025 … March 2026. */
const NOW = new Date('2026-03-10T12:00:00Z');

type Summary = {
  generatedAt: string;
  scope: 'all' | 'own';
  totals: { companies: number; actives: number };
  byState: { uf: string; name: string; total: number }[];
  byLine: { id: number; name: string; total: number }[];
  byStatus: { status: string; total: number }[];
  byMonth: { month: string; registrations: number; approvals: number }[];
};

const WINDOW = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];

/** The 12 months with the given non-zero values. */
const months = (registrations: Record<string, number>, approvals: Record<string, number>) =>
  WINDOW.map((month) => ({ month, registrations: registrations[month] ?? 0, approvals: approvals[month] ?? 0 }));

let fixtures: { c1: number; c2: number };

const company = async (input: Parameters<typeof createCompany>[1] & { registeredAt: string }) => {
  const { registeredAt, ...rest } = input;
  const row = await createCompany(database.db, rest);
  await database.db
    .update(companies)
    .set({ dtRegister: new Date(registeredAt) })
    .where(eq(companies.id, row.id));
  return row.id;
};

const log = (companyId: number, typeAction: string, at: string) =>
  database.db.insert(companyLogs).values({ companyId, typeAction, name: `Empresa ${companyId}`, createdAt: new Date(at) });

const setup = async () => {
  const built = await build(database.db, { clock: createTestClock(NOW) });
  return { ...built, asAdmin: asAdminOf(built.app) };
};

beforeAll(async () => {
  const ids = await lineIdsByName(database.db);
  const c1 = await company({ uf: 'SP', status: 'approved', lineIds: [ids.Moto!, ids.Carro!], registeredAt: '2026-03-05T15:00:00Z' });
  const c2 = await company({ uf: 'SP', status: 'pending', lineIds: [ids.Moto!], registeredAt: '2026-02-15T15:00:00Z' });
  const c3 = await company({ uf: 'PR', city: 'Curitiba', status: 'disapproved', lineIds: [ids.Carro!], registeredAt: '2025-04-10T15:00:00Z' });
  // before the window (March 2025), approved but inactive
  const c4 = await company({
    uf: 'RJ',
    city: 'Rio de Janeiro',
    status: 'approved',
    isActive: false,
    lineIds: [ids['Náutica']!],
    registeredAt: '2025-03-20T15:00:00Z',
  });
  // 23:00 of 28 February in São Paulo (already 1 March in UTC): February
  const c5 = await company({ uf: 'MG', city: 'Belo Horizonte', status: 'approved', lineIds: [ids.Moto!], registeredAt: '2026-03-01T02:00:00Z' });
  await log(c1, 'create', '2026-03-05T15:00:00Z');
  await log(c1, 'approved', '2026-01-10T15:00:00Z');
  await log(c1, 'approved', '2026-03-06T15:00:00Z');
  await log(c3, 'rejected', '2025-05-01T15:00:00Z');
  await log(c4, 'approved', '2025-03-25T15:00:00Z');
  await log(c5, 'approved', '2026-03-01T02:30:00Z');
  // a company deleted since: its approval stays in the history
  await log(999_999, 'approved', '2025-12-01T15:00:00Z');
  fixtures = { c1, c2 };
});

describe('GET /api/reports/summary', () => {
  it('counts partners by state, line and status, and registrations and approvals per month', async () => {
    const { asAdmin } = await setup();
    const response = await asAdmin({ method: 'GET', url: '/api/reports/summary' });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<Summary>();
    expect(summary.scope).toBe('all');
    expect(summary.generatedAt).toBe(NOW.toISOString());
    expect(summary.totals).toEqual({ companies: 5, actives: 2 });
    expect(summary.byState).toEqual([
      { uf: 'SP', name: 'São Paulo', total: 2 },
      { uf: 'MG', name: 'Minas Gerais', total: 1 },
      { uf: 'PR', name: 'Paraná', total: 1 },
      { uf: 'RJ', name: 'Rio de Janeiro', total: 1 },
    ]);
    expect(summary.byLine.map((l) => [l.name, l.total])).toEqual([
      ['Moto', 3],
      ['Carro', 2],
      ['Náutica', 1],
      ['Caminhão', 0],
      ['Estacionárias', 0],
    ]);
    expect(summary.byStatus).toEqual([
      { status: 'approved', total: 3 },
      { status: 'pending', total: 1 },
      { status: 'disapproved', total: 1 },
    ]);
    expect(summary.byMonth).toEqual(months({ '2025-04': 1, '2026-02': 2, '2026-03': 1 }, { '2025-12': 1, '2026-01': 1, '2026-02': 1, '2026-03': 1 }));
  });

  it('gives company users the numbers of their own companies only', async () => {
    const { app } = await setup();
    const user = await createCompanyUser(database.db, [fixtures.c1, fixtures.c2]);
    const response = await as(app, user)({ method: 'GET', url: '/api/reports/summary' });
    expect(response.statusCode, response.body).toBe(200);
    const summary = response.json<Summary>();
    expect(summary.scope).toBe('own');
    expect(summary.totals).toEqual({ companies: 2, actives: 1 });
    expect(summary.byState).toEqual([{ uf: 'SP', name: 'São Paulo', total: 2 }]);
    expect(summary.byLine.map((l) => [l.name, l.total])).toEqual([
      ['Moto', 2],
      ['Carro', 1],
      ['Caminhão', 0],
      ['Estacionárias', 0],
      ['Náutica', 0],
    ]);
    expect(summary.byStatus.map((s) => s.total)).toEqual([1, 1, 0]);
    expect(summary.byMonth).toEqual(months({ '2026-02': 1, '2026-03': 1 }, { '2026-01': 1, '2026-03': 1 }));
  });

  it('needs a login (401) and REPORTS:LIST (403)', async () => {
    const { app } = await setup();
    expect((await app.inject({ method: 'GET', url: '/api/reports/summary' })).statusCode).toBe(401);

    const noReports = await createRole(database.db, { type: 'admin', permissions: ['COMPANY:LIST'] });
    const staff = await createUser(database.db, { type: 'admin', roleId: noReports.id });
    expect((await as(app, staff)({ method: 'GET', url: '/api/reports/summary' })).statusCode).toBe(403);
    expect((await as(app, staff)({ method: 'GET', url: '/api/reports/summary?format=xlsx' })).statusCode).toBe(403);

    const companyRole = await createRole(database.db, { type: 'company', permissions: ['COMPANYLINE:LIST'], companyId: fixtures.c1 });
    const storeUser = await createCompanyUser(database.db, [fixtures.c1], { roleId: companyRole.id });
    expect((await as(app, storeUser)({ method: 'GET', url: '/api/reports/summary' })).statusCode).toBe(403);

    const reports = await createRole(database.db, { type: 'admin', permissions: ['REPORTS:LIST'] });
    const analyst = await createUser(database.db, { type: 'admin', roleId: reports.id });
    const allowed = await as(app, analyst)({ method: 'GET', url: '/api/reports/summary' });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json<Summary>().totals.companies).toBe(5);
  });

  it('rejects an unknown format', async () => {
    const { asAdmin } = await setup();
    expect((await asAdmin({ method: 'GET', url: '/api/reports/summary?format=pdf' })).statusCode).toBe(400);
  });

  it("exports the same tables as an .xlsx (sheet 'Dados', one row per item, the table named in each row)", async () => {
    const { asAdmin } = await setup();
    const response = await asAdmin({ method: 'GET', url: '/api/reports/summary?format=xlsx' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Relatórios_20260310_090000.xlsx')}`);
    const { sheetName, rows } = await readXlsx(response.rawPayload);
    expect(sheetName).toBe('Dados');
    expect(rows[0]).toEqual(['Tabela', 'Item', 'Quantidade']);
    expect(rows).toHaveLength(1 + 4 + 5 + 3 + 12 + 12);
    expect(rows).toContainEqual(['Parceiros por estado', 'SP - São Paulo', 2]);
    expect(rows).toContainEqual(['Parceiros por linha', 'Moto', 3]);
    expect(rows).toContainEqual(['Parceiros por linha', 'Caminhão', 0]);
    expect(rows).toContainEqual(['Parceiros por status', 'Reprovado', 1]);
    expect(rows).toContainEqual(['Cadastros por mês', '02/2026', 2]);
    expect(rows).toContainEqual(['Aprovações por mês', '12/2025', 1]);
    expect(rows.filter((r) => r[0] === 'Aprovações por mês').map((r) => r[2])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1]);
  });
});

describe('GET /api/reports/lineCompanies', () => {
  type LineCompanies = { data: { id: number; name: string; companiesCount: number; activeCount: number }[]; total: number };

  it('lists the lines with how many companies offer each (all, and active in the directory)', async () => {
    const { asAdmin } = await setup();
    const list = async (query = '') => {
      const response = await asAdmin({ method: 'GET', url: `/api/reports/lineCompanies?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<LineCompanies>();
    };
    const byName = await list();
    expect(byName.total).toBe(5);
    expect(byName.data.map((l) => [l.name, l.companiesCount, l.activeCount])).toEqual([
      ['Caminhão', 0, 0],
      ['Carro', 2, 1],
      ['Estacionárias', 0, 0],
      ['Moto', 3, 2],
      ['Náutica', 1, 0],
    ]);
    expect((await list('orderBy=companiesCount&orderDirection=desc')).data.map((l) => l.name).slice(0, 3)).toEqual(['Moto', 'Carro', 'Náutica']);
    expect((await list('searchTerm=nautica')).data.map((l) => l.name)).toEqual(['Náutica']);
    expect(await list('pageSize=10&pageIndex=3')).toEqual({ data: [], total: 5 });
  });

  it('exports the list with format=xlsx', async () => {
    const { asAdmin } = await setup();
    const response = await asAdmin({
      method: 'GET',
      url: '/api/reports/lineCompanies?format=xlsx&orderBy=companiesCount&orderDirection=desc&columns=name:Linha,companiesCount:Empresas',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows.slice(0, 3)).toEqual([
      ['Linha', 'Empresas'],
      ['Moto', 3],
      ['Carro', 2],
    ]);
  });

  it('is for holders of LINE:LIST (company users 403)', async () => {
    const { app } = await setup();
    const user = await createCompanyUser(database.db, [fixtures.c1]);
    expect((await as(app, user)({ method: 'GET', url: '/api/reports/lineCompanies' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/reports/lineCompanies' })).statusCode).toBe(401);
  });
});
