/**
 * Company import: template, dry run, commit and background run, idempotent re-run, bad files
 * (type, columns, size, formulas), progress, the failed-rows report and the permission checks.
 * External services are fakes (postal code and geocoder).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_IMPORT_COLUMNS,
  COMPANY_IMPORT_MAX_BYTES,
  MESSAGES,
  normalizeCnpj,
  type TCompanyImport,
  type TCompanyImportPreview,
  type TCompanyImportRow,
} from '@rede/domain';
import { companies, companyImportRows, companyImports, companyLines, companyLogs, lines as linesTable, roles } from '../src/db/schema/index.ts';
import type { Geocoder } from '../src/modules/geocoding/geocoder.ts';
import { IMPORT_BATCH_ROWS } from '../src/modules/company-imports/run-import.ts';
import { as, asAdminOf, companyState, createFakeCepProvider, newCnpj, postCompany, readXlsx, type Inject } from './company-helpers.ts';
import { build, createRole, createUser, injectWithLogin, setUserActive, useTestDatabase } from './helpers/index.ts';
import { multipartBody } from './helpers/multipart.ts';
import { inlineCell, repeatedPart, SHEET_HEAD, SHEET_TAIL, xlsxOf } from './helpers/xlsx-parts.ts';

const database = useTestDatabase();
const db = () => database.db;

const HEADER = COMPANY_IMPORT_COLUMNS.map((c) => c.label);
type Row = Partial<Record<(typeof COMPANY_IMPORT_COLUMNS)[number]['key'], string>>;

/** A valid row of a store in São Paulo (every column of the template). */
const storeRow = (overrides: Row = {}): Row => ({
  name: `Baterias Import ${crypto.randomUUID().slice(0, 6)}`,
  cnpj: newCnpj(),
  razaoSocial: 'Baterias Import Ltda',
  uf: 'SP',
  city: 'São Paulo',
  email: 'contato@import.com.br',
  phone: '(11) 3333-4444',
  whatsapp: '(11) 98888-7777',
  lines: 'Moto, Carro',
  isActive: 'Ativo',
  isAssistence: 'Não',
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complement: 'Loja 2',
  neibor: 'Bela Vista',
  latitude: '-23.5614',
  longitude: '-46.6559',
  ...overrides,
});

const csvCell = (value: string) => (/[",;\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
/** A ';'-separated CSV of the template's columns (or the given header). */
const csv = (rows: Row[], header: string[] = HEADER, keys = COMPANY_IMPORT_COLUMNS.map((c) => c.key)) =>
  [header.join(';'), ...rows.map((row) => keys.map((key) => csvCell(row[key] ?? '')).join(';'))].join('\r\n');

const xlsx = async (rows: (string | number | ExcelJS.CellValue)[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Dados');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const setup = async (options: { geocoder?: Geocoder; cepFails?: boolean } = {}) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rede-import-'));
  const cep = createFakeCepProvider({
    '01310100': { cep: '01310100', logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  });
  if (options.cepFails) cep.state.fail = 'fora do ar';
  const geocoder: Geocoder =
    options.geocoder ?? (async () => [{ displayName: 'Avenida Paulista, São Paulo', latitude: -23.5613, longitude: -46.6565, type: null }]);
  const { app } = await build(db(), { config: { dataDir }, cepProvider: cep.provider, geocoder });
  const asAdmin = asAdminOf(app);
  const upload = async (data: string | Buffer, name = 'empresas.csv', inject: Inject = asAdmin) =>
    inject({ method: 'POST', url: '/api/companys/import', ...(await multipartBody([{ name, data, field: 'file', type: 'text/csv' }])) });
  const dryRun = async (data: string | Buffer, name?: string) => {
    const response = await upload(data, name);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<TCompanyImportPreview>();
  };
  const rows = async (id: number, query = 'pageSize=100') => {
    const response = await asAdmin({ method: 'GET', url: `/api/companys/import/${id}/rows?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: TCompanyImportRow[]; total: number }>();
  };
  const commit = (id: number, companyStatus = 'approved') =>
    asAdmin({ method: 'POST', url: `/api/companys/import/${id}/commit`, payload: { import: { companyStatus } } });
  const status = async (id: number) => (await asAdmin({ method: 'GET', url: `/api/companys/import/${id}` })).json<TCompanyImport>();
  /** Commit, then the background run to its end (the timer is off in tests). */
  const importAll = async (id: number, companyStatus = 'approved') => {
    const committed = await commit(id, companyStatus);
    expect(committed.statusCode, committed.body).toBe(202);
    await app.companyImports.runNow();
    return status(id);
  };
  return { app, asAdmin, upload, dryRun, rows, commit, status, importAll, cep };
};

const companyCount = async () => (await db().select({ n: count() }).from(companies))[0]!.n;
const logCount = async () => (await db().select({ n: count() }).from(companyLogs))[0]!.n;
const importCount = async () => (await db().select({ n: count() }).from(companyImports))[0]!.n;
const byCnpj = async (cnpj: string) =>
  (
    await db()
      .select()
      .from(companies)
      .where(eq(companies.cnpj, normalizeCnpj(cnpj)))
  )[0];

describe('GET /api/companys/import/template', () => {
  it('is the import columns (the export headers where it has them) and an example row that imports as is', async () => {
    const { asAdmin, dryRun } = await setup();
    const response = await asAdmin({ method: 'GET', url: '/api/companys/import/template' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const { sheetName, rows } = await readXlsx(response.rawPayload);
    expect(sheetName).toBe('Dados');
    expect(rows[0]).toEqual(HEADER);
    expect(HEADER).toEqual(expect.arrayContaining(['Nome', 'CNPJ', 'UF', 'Cidade', 'E-mail', 'Linhas', 'Ativo/Inativo']));
    expect(rows[1]).toHaveLength(HEADER.length);

    const csvTemplate = await asAdmin({ method: 'GET', url: '/api/companys/import/template?format=csv' });
    expect(csvTemplate.statusCode).toBe(200);
    expect(csvTemplate.headers['content-disposition']).toMatch(/\.csv/);
    expect(csvTemplate.body.split('\r\n')[0]).toBe(`\uFEFF${HEADER.join(';')}`);
    // the template's example row is a valid company
    const preview = await dryRun(csvTemplate.rawPayload, 'modelo.csv');
    expect(preview.planned).toEqual({ create: 1, update: 0, skip: 0, error: 0 });
    const xlsxPreview = await dryRun(response.rawPayload, 'modelo.xlsx');
    expect(xlsxPreview.format).toBe('xlsx');
    expect(xlsxPreview.planned.create).toBe(1);
  });

  it('carries no cell that a spreadsheet would read as a formula, not even from a product line named like one', async () => {
    const { asAdmin, dryRun } = await setup();
    await db()
      .insert(linesTable)
      .values([{ name: '=HYPERLINK("http://evil.example","Baterias")' }, { name: '@SOMA(1+1)' }]);
    const startsAsFormula = (cell: unknown) => typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell);
    const csvTemplate = await asAdmin({ method: 'GET', url: '/api/companys/import/template?format=csv' });
    const csvCells = csvTemplate.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .flatMap((line) => line.split(';'))
      .map((cell) => cell.replace(/^"|"$/g, ''));
    expect(csvCells.filter(startsAsFormula)).toEqual([]);
    const xlsxTemplate = await asAdmin({ method: 'GET', url: '/api/companys/import/template' });
    const zip = await JSZip.loadAsync(xlsxTemplate.rawPayload);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxTemplate.rawPayload as unknown as ArrayBuffer);
    const xlsxCells: unknown[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => xlsxCells.push(cell.value))));
    expect(xlsxCells.length).toBeGreaterThan(HEADER.length * 2);
    expect(xlsxCells.filter(startsAsFormula)).toEqual([]);
    for (const path of Object.keys(zip.files).filter((name) => /^xl\/worksheets\/.+\.xml$/.test(name))) {
      expect(await zip.file(path)!.async('string')).not.toMatch(/<f[ >]/);
    }
    // the example row still imports (its coordinates come from the CEP)
    expect((await dryRun(csvTemplate.rawPayload, 'modelo.csv')).planned).toEqual({ create: 1, update: 0, skip: 0, error: 0 });
  });
});

describe('import: dry run, commit, re-run', () => {
  it('plans every row (create, update by CNPJ, skip, errors with row and column) and writes nothing', async () => {
    const { asAdmin, dryRun, rows } = await setup();
    const existing = await postCompany(asAdmin, { name: 'Loja Existente', lines: [1] });
    const unchanged = await postCompany(asAdmin, { name: 'Loja Igual' });
    const unchangedRecord = (await db().select().from(companies).where(eq(companies.id, unchanged.id)))[0]!;
    const file = csv([
      storeRow({ name: 'Loja Nova' }),
      storeRow({ name: 'Loja Existente Renomeada', cnpj: existing.cnpj as string, lines: 'moto' }),
      storeRow({
        name: 'Loja Igual',
        cnpj: unchanged.cnpj as string,
        razaoSocial: unchangedRecord.razaoSocial!,
        email: unchangedRecord.email!,
        phone: '(11) 3333-4444',
        whatsapp: '(11) 98888-7777',
        lines: 'Moto',
        complement: 'Loja 2',
      }),
      storeRow({ cnpj: '11.111.111/1111-11', cep: '123', email: 'sem-arroba', uf: 'XX', lines: 'Moto, Avião' }),
      storeRow({ city: 'Cidade Que Não Existe', phone: '1234', latitude: '-23.5', longitude: '' }),
      storeRow({ name: '' }),
    ]);
    const before = { companies: await companyCount(), logs: await logCount() };
    const preview = await dryRun(file);
    expect(preview.state).toBe('previewed');
    expect(preview.rows).toBe(6);
    expect(preview.planned).toEqual({ create: 1, update: 1, skip: 1, error: 3 });
    expect(preview.progress.percent).toBe(0);
    expect(preview.preview.total).toBe(6);
    const { data } = await rows(preview.id);
    expect(data.map((r) => [r.rowNumber, r.action])).toEqual([
      [2, 'create'],
      [3, 'update'],
      [4, 'skip'],
      [5, 'error'],
      [6, 'error'],
      [7, 'error'],
    ]);
    expect(data[1]!.companyId).toBe(existing.id);
    expect(data[1]!.changes).toEqual(expect.arrayContaining(['Nome']));
    expect(data[2]!.companyId).toBe(unchanged.id);
    expect(data[3]!.errors).toEqual([
      { column: 'CNPJ', message: MESSAGES.validation.cnpj },
      { column: 'UF', message: MESSAGES.validation.uf },
      { column: 'E-mail', message: MESSAGES.validation.email },
      { column: 'Linhas', message: 'Linha de produtos não encontrada: Avião.' },
      { column: 'CEP', message: MESSAGES.validation.cep },
    ]);
    expect(data[4]!.errors).toEqual([
      { column: 'Cidade', message: 'Cidade não encontrada em SP. Confira a grafia (ex.: São Paulo).' },
      { column: 'Telefone', message: MESSAGES.validation.phone },
      { column: 'Longitude', message: MESSAGES.companyImport.positionPair },
    ]);
    expect(data[5]!.errors).toEqual([{ column: 'Nome', message: MESSAGES.validation.required }]);
    // filters by action
    expect((await rows(preview.id, 'action=error')).total).toBe(3);
    // nothing written
    expect({ companies: await companyCount(), logs: await logCount() }).toEqual(before);
    expect((await byCnpj(existing.cnpj as string))!.name).toBe('Loja Existente');
  });

  it('commits in the background: creates with the chosen status, updates, log entries, report; a second run of the same file changes nothing', async () => {
    const { asAdmin, dryRun, importAll, rows, commit, status } = await setup();
    const existing = await postCompany(asAdmin, { name: 'Loja Antiga', lines: [1] });
    const lines = await db().query.lines.findMany({ orderBy: (l, { asc: byId }) => [byId(l.id)] });
    const newRow = storeRow({ name: 'Loja Criada', city: 'sao paulo', uf: 'sp', cnpj: newCnpj().replace(/\D/g, ''), isAssistence: 'Sim' });
    const file = csv([
      newRow,
      storeRow({ name: 'Loja Antiga Atualizada', cnpj: existing.cnpj as string, lines: 'Moto, Carro', isActive: 'Inativo' }),
      storeRow({ cep: 'x' }),
    ]);
    const logsBefore = await logCount();
    const preview = await dryRun(file);
    expect(preview.planned).toEqual({ create: 1, update: 1, skip: 0, error: 1 });

    const done = await importAll(preview.id, 'approved');
    expect(done.state).toBe('finished');
    expect(done.companyStatus).toBe('approved');
    expect(done.progress).toEqual({ processed: 2, total: 2, percent: 100 });
    expect(done.result).toEqual({ created: 1, updated: 1, skipped: 0, failed: 1, positionsFromCep: 0, positionsMissing: 0 });
    expect(done.finishedAt).not.toBeNull();

    const created = (await byCnpj(newRow.cnpj!))!;
    expect(created).toMatchObject({
      name: 'Loja Criada',
      status: 'approved',
      isActive: true,
      isAssistence: true,
      city: 'São Paulo',
      uf: 'SP',
      cep: '01310100',
      phone: '1133334444',
      latitude: -23.5614,
    });
    const createdLines = await db()
      .select({ lineId: companyLines.lineId })
      .from(companyLines)
      .where(eq(companyLines.companyId, created.id))
      .orderBy(asc(companyLines.lineId));
    const moto = lines.find((l) => l.name === 'Moto')!.id;
    const carro = lines.find((l) => l.name === 'Carro')!.id;
    expect(createdLines.map((l) => l.lineId)).toEqual([moto, carro].sort((a, b) => a - b));
    const updated = (await byCnpj(existing.cnpj as string))!;
    expect(updated).toMatchObject({ name: 'Loja Antiga Atualizada', isActive: false, status: existing.status });

    // one log entry each, by the importing administrator; the deactivation is logged as such
    const logs = await db()
      .select()
      .from(companyLogs)
      .where(inArray(companyLogs.companyId, [created.id, updated.id]))
      .orderBy(asc(companyLogs.id));
    const byCompany = (id: number) => logs.filter((l) => l.companyId === id).map((l) => l.typeAction);
    expect(byCompany(created.id)).toEqual(['create']);
    expect(byCompany(updated.id)).toEqual(['create', 'disabled']);
    expect(logs.at(-1)!.userActionEmail).toBe('admin@teste.com.br');
    expect(logs.find((l) => l.companyId === created.id)!.lineNames).toEqual(['Carro', 'Moto']);
    expect(await logCount()).toBe(logsBefore + 2);

    const results = (await rows(preview.id)).data.map((r) => r.result);
    expect(results).toEqual(['created', 'updated', 'failed']);
    // the public directory sees the new approved company
    const partner = await asAdmin({ method: 'GET', url: `/api/companys/company/partnerDetails/${created.id}` });
    expect(partner.statusCode).toBe(200);

    // committed once only
    const again = await commit(preview.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.companyImport.alreadyCommitted);

    // the same file again: every valid row is skipped, and committing it changes nothing
    const second = await dryRun(file);
    expect(second.planned).toEqual({ create: 0, update: 0, skip: 2, error: 1 });
    const companiesBefore = await companyCount();
    const logsAfterFirst = await logCount();
    const rerun = await importAll(second.id);
    expect(rerun.result).toMatchObject({ created: 0, updated: 0, skipped: 2, failed: 1 });
    expect(await companyCount()).toBe(companiesBefore);
    expect(await logCount()).toBe(logsAfterFirst);
    expect((await status(second.id)).state).toBe('finished');
  });

  it('re-decides each row when it runs: a CNPJ created after the dry run is updated, not duplicated', async () => {
    const { asAdmin, dryRun, importAll } = await setup();
    const row = storeRow({ name: 'Loja Corrida' });
    const preview = await dryRun(csv([row]));
    expect(preview.planned.create).toBe(1);
    await postCompany(asAdmin, { name: 'Criada Antes', cnpj: row.cnpj });
    const done = await importAll(preview.id, 'pending');
    expect(done.result).toMatchObject({ created: 0, updated: 1 });
    expect((await byCnpj(row.cnpj!))!.name).toBe('Loja Corrida');
  });

  it('reads XLSX: numbers, a CNPJ that lost its leading zero, formula cells refused', async () => {
    const { dryRun, rows } = await setup();
    const zeroCnpj = (() => {
      for (;;) {
        const candidate = newCnpj().replace(/\D/g, '');
        const withZero = `0${candidate.slice(1, 12)}`;
        // recompute the check digits for the zero-led base
        const digits = (base: string, weights: number[]) => {
          const rest = weights.reduce((sum, w, i) => sum + Number(base[i]) * w, 0) % 11;
          return rest < 2 ? 0 : 11 - rest;
        };
        const d1 = digits(withZero, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
        const d2 = digits(`${withZero}${d1}`, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
        return `${withZero}${d1}${d2}`;
      }
    })();
    const values = (row: Row) => COMPANY_IMPORT_COLUMNS.map((c) => row[c.key] ?? '');
    const numeric = values(storeRow({ name: 'Loja Numérica' })) as ExcelJS.CellValue[];
    numeric[1] = Number(zeroCnpj); // Excel keeps a typed CNPJ as a number, without its leading zero
    numeric[11] = 1310100; // and the CEP
    numeric[16] = -23.5614;
    numeric[17] = -46.6559;
    const formula = values(storeRow()) as ExcelJS.CellValue[];
    formula[0] = { formula: 'HYPERLINK("http://evil.example","clique")', result: 'clique' };
    const file = await xlsx([HEADER, numeric, formula]);
    const preview = await dryRun(file, 'empresas.xlsx');
    expect(preview.format).toBe('xlsx');
    const { data } = await rows(preview.id);
    expect(data[0]).toMatchObject({ action: 'create', cnpj: zeroCnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5') });
    expect(data[1]).toMatchObject({ action: 'error', errors: [{ column: 'Nome', message: MESSAGES.companyImport.formula }] });
  });

  it('refuses text that starts as a formula would in every column the directory shows, numbers included; only coordinates take a sign', async () => {
    const { dryRun, rows, asAdmin } = await setup();
    const file = csv([
      storeRow({ name: '-1' }),
      storeRow({ name: '+55 Baterias' }),
      storeRow({ numero: '-10' }),
      storeRow({ complement: '+1' }),
      storeRow({ neibor: '  @Centro' }),
      storeRow({ latitude: '-23.5614', longitude: '-46.6559', name: 'Loja Com Sinal Só Nas Coordenadas' }),
    ]);
    const preview = await dryRun(file);
    expect(preview.planned).toEqual({ create: 1, update: 0, skip: 0, error: 5 });
    const { data } = await rows(preview.id);
    expect(data.slice(0, 5).map((r) => r.errors)).toEqual([
      [{ column: 'Nome', message: MESSAGES.companyImport.formula }],
      [{ column: 'Nome', message: MESSAGES.companyImport.formula }],
      [{ column: 'Número', message: MESSAGES.companyImport.formula }],
      [{ column: 'Complemento', message: MESSAGES.companyImport.formula }],
      [{ column: 'Bairro', message: MESSAGES.companyImport.formula }],
    ]);
    // the same in an .xlsx, where a negative number typed in a text column is a number cell
    const values = (row: Row) => COMPANY_IMPORT_COLUMNS.map((c) => row[c.key] ?? '') as ExcelJS.CellValue[];
    const numeric = values(storeRow());
    numeric[0] = -5;
    numeric[16] = -23.5614;
    numeric[17] = -46.6559;
    const fromXlsx = await dryRun(await xlsx([HEADER, numeric]), 'empresas.xlsx');
    expect((await rows(fromXlsx.id)).data[0]!.errors).toEqual([{ column: 'Nome', message: MESSAGES.companyImport.formula }]);
    // the failed-rows report neutralises them as the exports do, coordinates (numbers) excepted
    const report = await asAdmin({ method: 'GET', url: `/api/companys/import/${preview.id}/errors` });
    const { rows: cells } = await readXlsx(report.rawPayload);
    expect(cells[1]!.slice(1, 2)).toEqual(["'-1"]);
    expect(cells[1]!.slice(-3, -1)).toEqual(['-23.5614', '-46.6559']);
    expect(cells[3]![14]).toBe("'-10");
  });

  it('refuses formula text in CSV cells (=, +, -, @) and neutralises it in the failed-rows report', async () => {
    const { dryRun, rows, asAdmin } = await setup();
    const file = csv([
      storeRow({ name: '=HYPERLINK("http://evil.example","clique")' }),
      storeRow({ razaoSocial: "+cmd|' /C calc'!A0" }),
      storeRow({ complement: '@SUM(1+1)' }),
      storeRow({ neibor: '-2+3' }),
      storeRow({ latitude: '-23,5614', longitude: '-46,6559' }),
    ]);
    const preview = await dryRun(file);
    expect(preview.planned).toEqual({ create: 1, update: 0, skip: 0, error: 4 });
    const { data } = await rows(preview.id);
    expect(data.slice(0, 4).map((r) => r.errors)).toEqual([
      [{ column: 'Nome', message: MESSAGES.companyImport.formula }],
      [{ column: 'Razão social', message: MESSAGES.companyImport.formula }],
      [{ column: 'Complemento', message: MESSAGES.companyImport.formula }],
      [{ column: 'Bairro', message: MESSAGES.companyImport.formula }],
    ]);
    const report = await asAdmin({ method: 'GET', url: `/api/companys/import/${preview.id}/errors` });
    expect(report.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(report.rawPayload);
    const sheet = await zip.file('xl/worksheets/sheet1.xml')!.async('string');
    expect(sheet).not.toMatch(/<f[ >]/);
    const { rows: cells } = await readXlsx(report.rawPayload);
    expect(cells[0]).toEqual(['Linha', ...HEADER, 'Erros']);
    expect(cells).toHaveLength(5);
    expect(cells[1]![0]).toBe(2);
    expect(cells[1]![1]).toBe(`'=HYPERLINK("http://evil.example","clique")`);
    expect(cells[1]!.at(-1)).toBe(`Nome: ${MESSAGES.companyImport.formula}`);
    expect(cells[2]![3]).toBe(`'+cmd|' /C calc'!A0`);
  });
});

describe('import: bad files', () => {
  it('refuses a file that is not CSV or XLSX by its content, whatever its name', async () => {
    const { upload } = await setup();
    const before = await importCount();
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
    const asPng = await upload(png, 'empresas.csv');
    expect(asPng.statusCode).toBe(415);
    expect(asPng.json().message).toBe(MESSAGES.companyImport.unsupportedType);
    const xls = await upload(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(100)]), 'empresas.xls');
    expect(xls.statusCode).toBe(415);
    expect(xls.json().message).toBe(MESSAGES.companyImport.oldExcel);
    const fakeZip = await upload(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), 'empresas.xlsx');
    expect(fakeZip.statusCode).toBe(400);
    expect(fakeZip.json().message).toBe(MESSAGES.companyImport.invalidXlsx);
    const empty = await upload('', 'vazio.csv');
    expect(empty.statusCode).toBe(400);
    expect(await importCount()).toBe(before);
  });

  it('lists missing, unknown and repeated columns in pt-BR; accepts and ignores the export ID and Status', async () => {
    const { upload, dryRun } = await setup();
    const wrong = await upload('Nome;CNPJ;Cidade;Telefone;Cor favorita;Nome\nLoja;11.222.333/0001-81;São Paulo;;azul;Loja');
    expect(wrong.statusCode).toBe(400);
    const body = wrong.json();
    expect(body.message).toBe(
      'Colunas obrigatórias ausentes: UF, Linhas, CEP, Logradouro, Número, Bairro. Colunas não reconhecidas: Cor favorita. Colunas repetidas: Nome. Baixe o modelo para ver as colunas aceitas.',
    );
    expect(body.additionalData).toMatchObject({
      missingColumns: ['UF', 'Linhas', 'CEP', 'Logradouro', 'Número', 'Bairro'],
      unknownColumns: ['Cor favorita'],
    });
    // headers compared without case and accents, the export's ID and Status ignored
    const row = storeRow();
    const header = ['id', ...HEADER.map((h) => h.toUpperCase().normalize('NFD').replace(/\p{M}/gu, '')), 'Status'];
    const keys = ['id' as never, ...COMPANY_IMPORT_COLUMNS.map((c) => c.key), 'status' as never];
    const preview = await dryRun(csv([row], header, keys));
    expect(preview.ignoredColumns).toEqual(['ID', 'Status']);
    expect(preview.planned.create).toBe(1);
  });

  it('refuses a file over 10 MB with 413 in pt-BR, and keeps nothing of it', async () => {
    const { upload } = await setup();
    const before = await importCount();
    const big = Buffer.alloc(11 * 1024 * 1024, 0x61);
    big.write(`${HEADER.join(';')}\n`);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Arquivo muito grande. O limite é 10 MB.');
    expect(COMPANY_IMPORT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(await importCount()).toBe(before);
  });

  it('refuses a zip bomb and a cell past 32 767 characters in pt-BR (413 and 400), and keeps nothing of them', async () => {
    const { upload } = await setup();
    const before = await importCount();
    const header = `<row r="1">${HEADER.map((label, i) => inlineCell(`${String.fromCharCode(65 + i)}1`, label)).join('')}</row>`;
    const block = `<x>${'a'.repeat(256 * 1024 - 7)}</x>`.repeat(4);
    const bomb = xlsxOf({ sheet: repeatedPart(`${SHEET_HEAD}${header}`, block, 1024, SHEET_TAIL, 1024) });
    const bombResponse = await upload(bomb, 'empresas.xlsx');
    expect(bombResponse.statusCode).toBe(413);
    expect(bombResponse.json().message).toBe(
      'A planilha XLSX é grande demais depois de descompactada: o limite é 100 MB. Divida-a em arquivos menores.',
    );
    const longCell = `${HEADER.join(';')}\r\n${COMPANY_IMPORT_COLUMNS.map((c) => (c.key === 'name' ? 'a'.repeat(40_000) : (storeRow()[c.key] ?? ''))).join(';')}`;
    const longResponse = await upload(longCell);
    expect(longResponse.statusCode).toBe(400);
    expect(longResponse.json().message).toBe(
      'A linha 2 tem uma célula com mais de 32.767 caracteres, o limite de uma célula do Excel. Encurte o texto e envie de novo.',
    );
    expect(await importCount()).toBe(before);
  });

  it('reads Windows-1252 CSV with commas, and refuses a file without rows', async () => {
    const { dryRun, upload, rows } = await setup();
    const row = storeRow({ name: 'Baterias Paraná', neibor: 'Água Verde' });
    const text = [HEADER.join(','), COMPANY_IMPORT_COLUMNS.map((c) => csvCell(row[c.key] ?? '').replace(/;/g, ',')).join(',')].join('\n');
    const preview = await dryRun(Buffer.from(text, 'latin1'));
    expect(preview.planned.create).toBe(1);
    expect((await rows(preview.id)).data[0]!.name).toBe('Baterias Paraná');
    const headerOnly = await upload(HEADER.join(';'));
    expect(headerOnly.statusCode).toBe(400);
    expect(headerOnly.json().message).toBe(MESSAGES.companyImport.noRows);
  });
});

describe('import: background run', () => {
  it('reports its progress batch by batch (the job status any instance can answer)', async () => {
    const { dryRun, commit, status, app } = await setup();
    const total = IMPORT_BATCH_ROWS * 2 + 10;
    const preview = await dryRun(csv(Array.from({ length: total }, (_, i) => storeRow({ name: `Loja em Lote ${i}` }))));
    expect(preview.planned.create).toBe(total);
    expect((await commit(preview.id)).statusCode).toBe(202);
    expect(await status(preview.id)).toMatchObject({ state: 'queued', progress: { processed: 0, total, percent: 0 } });
    await app.companyImports.runNow({ maxBatches: 1 });
    const first = await status(preview.id);
    expect(first.state).toBe('running');
    expect(first.progress).toEqual({ processed: IMPORT_BATCH_ROWS, total, percent: Math.floor((IMPORT_BATCH_ROWS / total) * 100) });
    await app.companyImports.runNow();
    const done = await status(preview.id);
    expect(done).toMatchObject({ state: 'finished', progress: { processed: total, total, percent: 100 }, result: { created: total } });
    // the stored file is gone once finished
    expect(
      (await db().select({ storedName: companyImports.storedName }).from(companyImports).where(eq(companyImports.id, preview.id)))[0]!.storedName,
    ).toBeNull();
  });

  it('takes coordinates from the CEP when the file has none; a service that fails leaves the company without a position, said in the report', async () => {
    const { dryRun, importAll, rows } = await setup();
    const row = storeRow({ latitude: '', longitude: '' });
    const preview = await dryRun(csv([row]));
    const done = await importAll(preview.id);
    expect(done.result).toMatchObject({ created: 1, positionsFromCep: 1, positionsMissing: 0 });
    expect(await byCnpj(row.cnpj!)).toMatchObject({ latitude: -23.5613, longitude: -46.6565 });

    const failing = await setup({ cepFails: true, geocoder: async () => [] });
    const other = storeRow({ latitude: '', longitude: '' });
    const second = await failing.dryRun(csv([other]));
    const result = await failing.importAll(second.id);
    expect(result.result).toMatchObject({ created: 1, positionsFromCep: 0, positionsMissing: 1 });
    expect(await byCnpj(other.cnpj!)).toMatchObject({ latitude: null, longitude: null });
    expect((await failing.rows(second.id)).data[0]!.warnings).toEqual([{ column: 'CEP', message: MESSAGES.companyImport.positionFromCepMissing }]);
    void rows;
  });

  it('is taken by one runner at a time: a second app on the same database finds nothing to do while the lease holds', async () => {
    const { dryRun, commit, app } = await setup();
    const preview = await dryRun(csv(Array.from({ length: IMPORT_BATCH_ROWS + 5 }, () => storeRow())));
    await commit(preview.id);
    await app.companyImports.runNow({ maxBatches: 1 });
    const other = await build(db(), { config: { dataDir: mkdtempSync(join(tmpdir(), 'rede-import-')) } });
    expect(await other.app.companyImports.runNow()).toEqual({ importId: null, batches: 0 });
    const finished = await app.companyImports.runNow();
    expect(finished.importId).toBe(preview.id);
    const rowsLeft = await db().select({ n: count() }).from(companyImportRows).where(eq(companyImportRows.importId, preview.id));
    expect(rowsLeft[0]!.n).toBe(IMPORT_BATCH_ROWS + 5);
  });
});

describe('import: permissions', () => {
  it('needs COMPANY:CREATE on every route (401 anonymous, 403 with COMPANY:LIST only), and a refused upload stores nothing', async () => {
    const { app, upload, dryRun } = await setup();
    const preview = await dryRun(csv([storeRow()]));
    const role = await createRole(db(), { permissions: ['COMPANY:LIST', 'COMPANY:UPDATE'] });
    const limited = await createUser(db(), { roleId: role.id });
    const asLimited: Inject = (request) => injectWithLogin(app, limited.email, limited.password, request);
    const routes = [
      { method: 'GET' as const, url: '/api/companys/import/template' },
      { method: 'GET' as const, url: `/api/companys/import/${preview.id}` },
      { method: 'GET' as const, url: `/api/companys/import/${preview.id}/rows` },
      { method: 'GET' as const, url: `/api/companys/import/${preview.id}/errors` },
      { method: 'POST' as const, url: `/api/companys/import/${preview.id}/commit`, payload: { import: { companyStatus: 'approved' } } },
    ];
    for (const route of routes) {
      expect((await app.inject(route)).statusCode, route.url).toBe(401);
      expect((await asLimited(route)).statusCode, route.url).toBe(403);
    }
    const before = (await db().select({ n: count() }).from(companyImports))[0]!.n;
    expect((await upload(csv([storeRow()]), 'x.csv', asLimited)).statusCode).toBe(403);
    expect((await db().select({ n: count() }).from(companyImports))[0]!.n).toBe(before);
    expect((await db().select({ state: companyImports.state }).from(companyImports).where(eq(companyImports.id, preview.id)))[0]!.state).toBe(
      'previewed',
    );
  });
});

describe('import: changes to existing companies need COMPANY:UPDATE', () => {
  const existingRow = (company: Record<string, unknown>) =>
    storeRow({ name: 'Loja Tomada', cnpj: company.cnpj as string, phone: '(11) 2222-3333', isActive: 'Não' });

  it('a role with COMPANY:LIST and COMPANY:CREATE only: a row of an existing CNPJ is an error of its row, and the commit leaves that company as it was', async () => {
    const { app, asAdmin, upload, rows, status } = await setup();
    const existing = await postCompany(asAdmin, { name: 'Loja Protegida', lines: [1] });
    const role = await createRole(db(), { permissions: ['COMPANY:LIST', 'COMPANY:CREATE'] });
    const creator = await createUser(db(), { roleId: role.id });
    const asCreator = as(app, creator);
    const before = await companyState(db(), existing.id);
    const newRow = storeRow({ name: 'Loja Nova do Cadastro' });
    const response = await upload(csv([existingRow(existing), newRow]), 'empresas.csv', asCreator);
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json<TCompanyImportPreview>();
    expect(preview.planned).toEqual({ create: 1, update: 0, skip: 0, error: 1 });
    const { data } = await rows(preview.id);
    expect(data[0]).toMatchObject({
      action: 'error',
      companyId: null,
      errors: [{ column: 'CNPJ', message: MESSAGES.companyImport.updateNotAllowed }],
    });
    expect(MESSAGES.companyImport.updateNotAllowed).toBe('Você não tem permissão para alterar empresas existentes (CNPJ já cadastrado).');

    const committed = await asCreator({
      method: 'POST',
      url: `/api/companys/import/${preview.id}/commit`,
      payload: { import: { companyStatus: 'approved' } },
    });
    expect(committed.statusCode, committed.body).toBe(202);
    await app.companyImports.runNow();
    expect((await status(preview.id)).result).toMatchObject({ created: 1, updated: 0, failed: 1 });
    expect(await companyState(db(), existing.id)).toEqual(before);
    expect(await byCnpj(newRow.cnpj!)).toMatchObject({ name: 'Loja Nova do Cadastro' });
  });

  it('checks again at the commit and when the rows are written: a role that lost COMPANY:UPDATE after the dry run changes nothing', async () => {
    const { app, asAdmin, upload, rows, status } = await setup();
    const existing = await postCompany(asAdmin, { name: 'Loja Vigiada', lines: [1] });
    const role = await createRole(db(), { permissions: ['COMPANY:LIST', 'COMPANY:CREATE', 'COMPANY:UPDATE'] });
    const editor = await createUser(db(), { roleId: role.id });
    const asEditor = as(app, editor);
    const setPermissions = (permissions: string[]) => db().update(roles).set({ permissions }).where(eq(roles.id, role.id));
    const commitAs = (inject: Inject, id: number) =>
      inject({ method: 'POST', url: `/api/companys/import/${id}/commit`, payload: { import: { companyStatus: 'pending' } } });
    const before = await companyState(db(), existing.id);
    const response = await upload(csv([existingRow(existing)]), 'empresas.csv', asEditor);
    expect(response.statusCode, response.body).toBe(201);
    const preview = response.json<TCompanyImportPreview>();
    expect(preview.planned).toEqual({ create: 0, update: 1, skip: 0, error: 0 });

    // lost before the commit: 403, the import stays as it was
    await setPermissions(['COMPANY:LIST', 'COMPANY:CREATE']);
    const refused = await commitAs(asEditor, preview.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.companyImport.updateNotAllowed);
    expect((await status(preview.id)).state).toBe('previewed');

    // lost after the commit, before the background run writes the row: the row fails with the reason
    await setPermissions(['COMPANY:LIST', 'COMPANY:CREATE', 'COMPANY:UPDATE']);
    expect((await commitAs(asEditor, preview.id)).statusCode).toBe(202);
    await setPermissions(['COMPANY:LIST', 'COMPANY:CREATE']);
    await app.companyImports.runNow();
    expect((await status(preview.id)).result).toMatchObject({ created: 0, updated: 0, failed: 1 });
    expect((await rows(preview.id)).data[0]).toMatchObject({
      result: 'failed',
      errors: [{ column: 'CNPJ', message: MESSAGES.companyImport.updateNotAllowed }],
    });
    expect(await companyState(db(), existing.id)).toEqual(before);

    // a user deactivated after the commit creates nothing either
    const newRow = storeRow({ name: 'Loja Que Não Entra' });
    const second = await upload(csv([newRow]), 'empresas.csv', asEditor);
    expect(second.statusCode, second.body).toBe(201);
    const secondId = second.json<TCompanyImportPreview>().id;
    expect((await commitAs(asEditor, secondId)).statusCode).toBe(202);
    await setUserActive(db(), editor.id, false);
    await app.companyImports.runNow();
    expect((await status(secondId)).result).toMatchObject({ created: 0, failed: 1 });
    expect((await rows(secondId)).data[0]!.errors).toEqual([{ column: null, message: MESSAGES.companyImport.createNotAllowed }]);
    expect(await byCnpj(newRow.cnpj!)).toBeUndefined();
  });
});
