/**
 * One list of cities (the IBGE municipalities of the state) for the company API, the registration, the
 * CEP lookup and the import; the 'Cidade não reconhecida' filter; the import's own error report going back
 * in; dates Excel made of a value; the rejection reason, single and bulk.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { COMPANY_IMPORT_COLUMNS, MESSAGES, type TCompanyImportPreview, type TCompanyImportRow } from '@rede/domain';
import { companies, companyLogs } from '../src/db/schema/index.ts';
import { asAdminOf, companyPayload, createFakeCepProvider, newCnpj, postCompany, registrationFormToken, tag } from './company-helpers.ts';
import { build, useTestDatabase } from './helpers/index.ts';
import { multipartBody } from './helpers/multipart.ts';

const database = useTestDatabase();
const db = () => database.db;

const setup = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rede-city-'));
  const cep = createFakeCepProvider({
    '01310100': { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'SAO PAULO', uf: 'SP' },
  });
  const { app } = await build(db(), {
    config: { dataDir },
    cepProvider: cep.provider,
    geocoder: async () => [{ displayName: 'Avenida Paulista, São Paulo', latitude: -23.5613, longitude: -46.6565, type: null }],
  });
  return { app, asAdmin: asAdminOf(app) };
};

const cityError = (uf: string) => MESSAGES.validation.cityNotFound.replace('{uf}', uf);
const stored = async (id: number) => (await db().select().from(companies).where(eq(companies.id, id)))[0]!;

describe('company city: a municipality of the chosen state', () => {
  it('POST /api/companys refuses a town that is no municipality (nothing written) and stores the canonical name', async () => {
    const { asAdmin } = await setup();
    const before = (await db().select({ id: companies.id }).from(companies)).length;
    const bad = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: companyPayload({ city: 'Cidadelândia' }) } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().additionalData).toEqual({ 'company.city': cityError('SP') });
    // a real city of another state is not one of this state's
    const otherState = await asAdmin({ method: 'POST', url: '/api/companys', payload: { company: companyPayload({ city: 'Curitiba' }) } });
    expect(otherState.statusCode).toBe(400);
    expect((await db().select({ id: companies.id }).from(companies)).length).toBe(before);

    const created = await postCompany(asAdmin, { city: '  sao PAULO ' });
    expect(created.city).toBe('São Paulo');
    expect((await stored(created.id)).city).toBe('São Paulo');
  });

  it('PUT /api/companys refuses it too, and an old row with an unknown city is listed, then fixed on its next edit', async () => {
    const { asAdmin } = await setup();
    const good = await postCompany(asAdmin);
    const legacy = await postCompany(asAdmin);
    // a row saved before the city was checked
    await db().update(companies).set({ city: 'Cidadelândia' }).where(eq(companies.id, legacy.id));

    const listed = await asAdmin({ method: 'GET', url: '/api/companys?unknownCity=true&pageSize=100' });
    expect(listed.statusCode, listed.body).toBe(200);
    const ids = listed.json<{ data: { id: number }[] }>().data.map((c) => c.id);
    expect(ids).toContain(legacy.id);
    expect(ids).not.toContain(good.id);
    // the same filter selects for a bulk decision
    const matching = await asAdmin({ method: 'GET', url: '/api/companys/company/ids?unknownCity=true' });
    expect(matching.json<{ data: number[] }>().data).toContain(legacy.id);
    expect(matching.json<{ data: number[] }>().data).not.toContain(good.id);

    const keep = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload({ city: 'Cidadelândia' }), id: legacy.id } },
    });
    expect(keep.statusCode).toBe(400);
    expect(keep.json().additionalData).toEqual({ 'company.city': cityError('SP') });
    expect((await stored(legacy.id)).city).toBe('Cidadelândia');

    const fixed = await asAdmin({
      method: 'PUT',
      url: '/api/companys',
      payload: { company: { ...companyPayload({ city: 'guarulhos' }), id: legacy.id } },
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect((await stored(legacy.id)).city).toBe('Guarulhos');
    const after = await asAdmin({ method: 'GET', url: '/api/companys?unknownCity=true&pageSize=100' });
    expect(after.json<{ data: { id: number }[] }>().data.map((c) => c.id)).not.toContain(legacy.id);
  });

  it('the registration takes only a municipality of the state and stores its canonical name', async () => {
    const { app } = await setup();
    const registration = (city: string) => ({
      ...companyPayload({ city }),
      adminName: 'Maria Parceira',
      adminEmail: `maria.${tag()}@loja.com.br`,
      adminPassword: 'segredo1A!x',
      adminPassword_confirm: 'segredo1A!x',
    });
    const send = (company: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: '/api/login/registerCompany', payload: { company, website: '', formToken: registrationFormToken() } });
    const bad = await send(registration('Cidadelândia'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().additionalData).toEqual({ 'company.city': cityError('SP') });
    const company = registration('SÃO PAULO');
    const ok = await send(company);
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await db()
      .select()
      .from(companies)
      .where(eq(companies.email, company.email as string));
    expect(row?.city).toBe('São Paulo');
  });

  it('the CEP lookup answers the municipality under its canonical name', async () => {
    const { app } = await setup();
    const found = await app.inject({ method: 'GET', url: '/api/address/cep/01310100' });
    expect(found.statusCode).toBe(200);
    expect(found.json().localidade).toBe('São Paulo');
  });
});

describe('rejection reason: required, single and bulk', () => {
  it('refuses an empty or blank reason with 400 and changes nothing; a reason is kept in the log', async () => {
    const { asAdmin } = await setup();
    const company = await postCompany(asAdmin);
    for (const payload of [{ id: company.id }, { id: company.id, reason: '' }, { id: company.id, reason: '   ' }]) {
      const response = await asAdmin({ method: 'POST', url: '/api/companys/company/reject', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().additionalData).toEqual({ reason: MESSAGES.companyBulk.reasonRequired });
    }
    expect((await stored(company.id)).status).not.toBe('disapproved');
    for (const reason of [undefined, '', '  ']) {
      const response = await asAdmin({
        method: 'POST',
        url: '/api/companys/bulk-decision',
        payload: { decision: { action: 'reject', ids: [company.id], ...(reason === undefined ? {} : { reason }) } },
      });
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().additionalData)).toContain(MESSAGES.companyBulk.reasonRequired);
    }
    expect((await stored(company.id)).status).not.toBe('disapproved');

    const rejected = await asAdmin({
      method: 'POST',
      url: '/api/companys/company/reject',
      payload: { id: company.id, reason: ' Fachada sem identificação ' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const logs = await db().select().from(companyLogs).where(eq(companyLogs.companyId, company.id));
    expect(logs.find((l) => l.typeAction === 'rejected')?.reason).toBe('Fachada sem identificação');
    // the log export carries it in its 'motivo' column
    const exported = await asAdmin({ method: 'GET', url: `/api/companysLog/logs/${company.id}?format=xlsx` });
    expect(exported.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const column = header.indexOf('motivo');
    expect(column).toBeGreaterThanOrEqual(0);
    const reasons: unknown[] = [];
    sheet.eachRow((row, index) => index > 1 && reasons.push((row.values as unknown[]).slice(1)[column]));
    expect(reasons).toContain('Fachada sem identificação');
  });
});

describe('company import: cities, its own error report, dates Excel made', () => {
  const HEADER = COMPANY_IMPORT_COLUMNS.map((c) => c.label);
  const row = (overrides: Record<string, string> = {}): Record<string, string> => ({
    name: `Loja ${tag()}`,
    cnpj: newCnpj(),
    razaoSocial: 'Loja Ltda',
    uf: 'SP',
    city: 'sao paulo',
    email: 'contato@loja.com.br',
    phone: '(11) 3333-4444',
    whatsapp: '(11) 98888-7777',
    lines: 'Moto',
    isActive: 'Ativo',
    isAssistence: 'Não',
    cep: '01310-100',
    logradouro: 'Avenida Paulista',
    numero: '1000',
    complement: '',
    neibor: 'Bela Vista',
    latitude: '-23.5614',
    longitude: '-46.6559',
    ...overrides,
  });
  const csv = (rows: Record<string, string>[]) =>
    [HEADER.join(';'), ...rows.map((r) => COMPANY_IMPORT_COLUMNS.map((c) => r[c.key] ?? '').join(';'))].join('\r\n');
  const upload = async (asAdmin: ReturnType<typeof asAdminOf>, data: string | Buffer, name: string) =>
    asAdmin({
      method: 'POST',
      url: '/api/companys/import',
      ...(await multipartBody([{ name, data, field: 'file', type: name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream' }])),
    });
  const rowsOf = async (asAdmin: ReturnType<typeof asAdminOf>, id: number) =>
    (await asAdmin({ method: 'GET', url: `/api/companys/import/${id}/rows?pageSize=100` })).json<{ data: TCompanyImportRow[] }>().data;

  it('round trip: the downloaded error rows, fixed, go back in (Linha and Erros ignored)', async () => {
    const { asAdmin } = await setup();
    const first = await upload(asAdmin, csv([row(), row({ city: 'Cidadelândia' })]), 'empresas.csv');
    expect(first.statusCode, first.body).toBe(201);
    const preview = first.json<TCompanyImportPreview>();
    expect(preview.planned).toMatchObject({ create: 1, error: 1 });
    const errors = (await rowsOf(asAdmin, preview.id)).flatMap((r) => r.errors);
    expect(errors).toEqual([{ column: 'Cidade', message: MESSAGES.companyImport.cityNotFound.replace('{uf}', 'SP') }]);

    const report = await asAdmin({ method: 'GET', url: `/api/companys/import/${preview.id}/errors` });
    expect(report.statusCode).toBe(200);
    // as it was downloaded: refused before, now taken with its report columns ignored
    const unchanged = await upload(asAdmin, report.rawPayload, 'erros.xlsx');
    expect(unchanged.statusCode, unchanged.body).toBe(201);
    expect(unchanged.json<TCompanyImportPreview>().ignoredColumns).toEqual(['Linha', 'Erros']);
    expect(unchanged.json<TCompanyImportPreview>().planned).toMatchObject({ create: 0, error: 1 });

    // fixed in a spreadsheet program: the city corrected, the rest as downloaded
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header[0]).toBe('Linha');
    expect(header.at(-1)).toBe('Erros');
    sheet.getRow(2).getCell(header.indexOf('Cidade') + 1).value = 'Campinas';
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    const again = await upload(asAdmin, fixed, 'erros-corrigidos.xlsx');
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<TCompanyImportPreview>().planned).toMatchObject({ create: 1, error: 0 });
  });

  it('flags a Número that Excel turned into a date instead of importing its serial, and names each bad column once', async () => {
    const { asAdmin } = await setup();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Dados');
    sheet.addRow(HEADER);
    const values = row();
    sheet.addRow(COMPANY_IMPORT_COLUMNS.map((c) => (c.key === 'numero' ? new Date(Date.UTC(2026, 2, 12)) : values[c.key])));
    sheet.addRow(COMPANY_IMPORT_COLUMNS.map((c) => (c.key === 'numero' ? 120 : row()[c.key])));
    const response = await upload(asAdmin, Buffer.from(await workbook.xlsx.writeBuffer()), 'datas.xlsx');
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json<TCompanyImportPreview>();
    expect(preview.planned).toMatchObject({ create: 1, error: 1 });
    const rows = await rowsOf(asAdmin, preview.id);
    expect(rows.flatMap((r) => r.errors)).toEqual([{ column: 'Número', message: MESSAGES.companyImport.dateCell.replace('{date}', '12/03/2026') }]);

    const header = 'Nome;CNPJ;Cor;Cor;Nome;nome;UF;Cidade;Linhas;CEP;Logradouro;Número;Bairro';
    const bad = await upload(asAdmin, `${header}\nLoja`, 'colunas.csv');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Colunas não reconhecidas: Cor. Colunas repetidas: Nome. Baixe o modelo para ver as colunas aceitas.');
  });
});
