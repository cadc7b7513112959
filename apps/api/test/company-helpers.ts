/** Fixtures shared by the company test files (companys, company-users, company-logs, company-lines, access…). */
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { formatCnpj } from '@rede/domain';
import type { App } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { companies, companyLines, companyLogs, lines, userCompanies } from '../src/db/schema/index.ts';
import { CepProviderError, type CepAddress, type CepProvider } from '../src/modules/address-lookup/cep-provider.ts';
import { issueFormToken } from '../src/modules/registration/form-token.ts';
import { withCnpjCheckDigits } from '../src/db/seed/generate-cnpj.ts';
import { TEST_ADMIN, createUser, injectWithLogin, testConfig, type TestUser } from './helpers/index.ts';

let sequence = 0;

/** A valid numeric CNPJ, different on every call (masked). */
export const newCnpj = (): string => {
  sequence += 1;
  const base = `${String(process.pid % 10000).padStart(4, '0')}${String(sequence).padStart(4, '0')}0001`;
  return formatCnpj(withCnpjCheckDigits(base));
};

/** A registration form token the test server signed `ageMs` ago (a person takes longer than the minimum fill time). */
export const registrationFormToken = (ageMs = 60_000, now = Date.now()): string => issueFormToken(testConfig().jwtSecret, new Date(now - ageMs));

/** A unique tag for names and e-mails. */
export const tag = () => crypto.randomUUID().slice(0, 8);

/** The seeded lines by name. */
export const lineIdsByName = async (db: Database): Promise<Record<string, number>> => {
  const rows = await db.select({ id: lines.id, name: lines.name }).from(lines).orderBy(asc(lines.id));
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
};

/** A complete, valid company payload (the registration's fields). */
export const companyPayload = (overrides: Record<string, unknown> = {}) => ({
  name: `Baterias ${tag()}`,
  cnpj: newCnpj(),
  razaoSocial: 'Baterias Teste Ltda',
  phone: '(11) 3333-4444',
  whatsapp: '(11) 98888-7777',
  email: `contato.${tag()}@loja.com.br`,
  lines: [1],
  isAssistence: false,
  cep: '01310-100',
  addressPosition: { latitude: -23.5614, longitude: -46.6559 },
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complement: 'Loja 2',
  neibor: 'Bela Vista',
  city: 'São Paulo',
  uf: 'SP',
  ...overrides,
});

export type Inject = (request: InjectOptions) => Promise<LightMyRequestResponse>;

export const as =
  (app: App, user: { email: string; password: string }): Inject =>
  (request) =>
    injectWithLogin(app, user.email, user.password, request);

export const asAdminOf = (app: App): Inject => as(app, TEST_ADMIN);

/** A company-type user (no role: allowed everything its type allows) managing the given companies. */
export const createCompanyUser = (db: Database, companyIds: number[], extra: Parameters<typeof createUser>[1] = {}): Promise<TestUser> =>
  createUser(db, { type: 'company', companyIds, ...extra });

/** Creates a company through the admin API and returns its JSON. */
export const postCompany = async (asAdmin: Inject, overrides: Record<string, unknown> = {}) => {
  const response = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: companyPayload(overrides) } });
  if (response.statusCode !== 201) throw new Error(`POST /api/companys: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; name: string; [key: string]: unknown };
};

/** Everything stored about a company: its row, its lines, its user links and its log entries. */
export const companyState = async (db: Database, id: number) => ({
  company: (await db.select().from(companies).where(eq(companies.id, id)))[0] ?? null,
  lines: (
    await db.select({ lineId: companyLines.lineId }).from(companyLines).where(eq(companyLines.companyId, id)).orderBy(asc(companyLines.lineId))
  ).map((r) => r.lineId),
  users: (await db.select({ userId: userCompanies.userId }).from(userCompanies).where(eq(userCompanies.companyId, id))).map((r) => r.userId),
  logs: (await db.select({ id: companyLogs.id }).from(companyLogs).where(eq(companyLogs.companyId, id))).map((r) => r.id),
});

/** The first sheet as rows of values (header first), plus its name. */
export const readXlsx = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { sheetName: sheet.name, rows };
};

/** A fake postal-code service: a map of CEPs, a failure switch and a call counter. */
export const createFakeCepProvider = (addresses: Record<string, CepAddress> = {}) => {
  const state = { calls: 0, fail: false as false | string };
  const provider: CepProvider = async (cep) => {
    state.calls += 1;
    if (state.fail) throw new CepProviderError(state.fail);
    return addresses[cep] ?? null;
  };
  return { provider, state };
};
