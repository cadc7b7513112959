import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { lines, notifications } from '../src/db/schema/index.ts';
import { contentDisposition, exportFileName } from '../src/lib/list/export-file-name.ts';
import { toExportCell } from '../src/lib/list/export-cell.ts';
import { resolveExportColumns } from '../src/lib/list/export-query.ts';
import { escapeLike } from '../src/lib/list/search-condition.ts';
import { TEST_ADMIN, build, createRole, createTestClock, createUser, injectWithLogin, useTestDatabase } from './helpers/index.ts';

const database = useTestDatabase();
const NOW = new Date('2026-03-10T12:00:00Z');

const setup = async () => {
  const { app } = await build(database.db, { clock: createTestClock(NOW) });
  const asAdmin = (request: InjectOptions) => injectWithLogin(app, TEST_ADMIN.email, TEST_ADMIN.password, request);
  return { app, asAdmin };
};

/** The sheet's rows as plain values (header first), plus the raw XML parts. */
const readXlsx = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  const zip = await JSZip.loadAsync(payload);
  const text = async (path: string) => (await zip.file(path)?.async('string')) ?? '';
  return {
    sheetName: sheet.name,
    rows,
    sheetXml: await text('xl/worksheets/sheet1.xml'),
    styles: await text('xl/styles.xml'),
  };
};

const tagged = () => crypto.randomUUID().slice(0, 8);

describe('list export (format=xlsx on the list route)', () => {
  it('exports every matching row (not only the page) with the chosen columns, labels and order', async () => {
    const { asAdmin } = await setup();
    const tag = tagged();
    await database.db.insert(lines).values(Array.from({ length: 1005 }, (_, i) => ({ name: `${tag} Linha ${String(i).padStart(4, '0')}` })));
    const response = await asAdmin({
      method: 'GET',
      url: `/api/lines?format=xlsx&searchTerm=${tag}&pageSize=10&pageIndex=3&orderBy=name&orderDirection=desc&title=${encodeURIComponent('Linhas de produtos')}&columns=${encodeURIComponent('name:Nome da linha,id:Código')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // a plain ASCII name needs no filename* (the content-disposition package leaves it out)
    expect(response.headers['content-disposition']).toBe('attachment; filename="Linhas de produtos_20260310_090000.xlsx"');
    const { sheetName, rows } = await readXlsx(response.rawPayload);
    expect(sheetName).toBe('Dados');
    expect(rows[0]).toEqual(['Nome da linha', 'Código']);
    expect(rows).toHaveLength(1006);
    expect(rows[1]![0]).toBe(`${tag} Linha 1004`);
    expect(rows[1005]![0]).toBe(`${tag} Linha 0000`);
    expect(typeof rows[1]![1]).toBe('number');
  });

  it('writes formula-looking text as text, never as a formula', async () => {
    const { asAdmin } = await setup();
    const tag = tagged();
    const dangerous = ['=HYPERLINK("http://mal.example","clique")', '+SUM(1,2)', '-2+3', '@cmd|calc'];
    for (const text of dangerous) {
      const created = await asAdmin({ method: 'POST', url: '/api/lines', payload: { line: { name: `${text} ${tag}` } } });
      expect(created.statusCode).toBe(201);
    }
    const response = await asAdmin({ method: 'GET', url: `/api/lines?format=xlsx&searchTerm=${tag}&columns=name:Título` });
    const { rows, sheetXml, styles } = await readXlsx(response.rawPayload);
    expect(sheetXml).not.toMatch(/<f[\s>]/);
    expect(sheetXml).not.toContain('<f>');
    for (const text of dangerous) {
      const escaped = `${text} ${tag}`.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
      expect(sheetXml.includes(escaped) || sheetXml.includes(`${text} ${tag}`.replaceAll('&', '&amp;')), text).toBe(true);
    }
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(dangerous.map((t) => `${t} ${tag}`).sort());
    // The data cells carry the text number format (numFmtId 49).
    expect(styles).toMatch(/numFmtId="49"/);
    expect(sheetXml).toMatch(/<c r="A2" s="\d+" t="str">/);
  });

  it('defaults to every exportable column with its label and formats booleans, dates and options', async () => {
    const { asAdmin } = await setup();
    const tag = tagged();
    await database.db.insert(notifications).values([
      { title: `${tag} enviada`, deviceType: 'ios', isSent: true, scheduledDate: new Date('2026-01-02T03:04:00Z'), dtRegister: NOW, dtUpdate: NOW },
      { title: `${tag} pendente`, deviceType: 'all', isSent: false, scheduledDate: null, dtRegister: NOW, dtUpdate: NOW },
    ]);
    const response = await asAdmin({ method: 'GET', url: `/api/notifications?format=xlsx&searchTerm=${tag}&orderBy=title` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Notifica%C3%A7%C3%B5es_20260310_090000.xlsx`);
    expect(response.headers['content-disposition']).toContain('filename=Notificacoes_20260310_090000.xlsx;');
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows[0]).toEqual([
      'ID',
      'Título',
      'Conteúdo',
      'Link',
      'Imagem',
      'Dispositivo',
      'Data agendada',
      'Enviada',
      'Data de cadastro',
      'Data de atualização',
    ]);
    const [sent, pending] = rows.slice(1);
    expect(sent!.slice(1)).toEqual([
      `${tag} enviada`,
      undefined,
      undefined,
      undefined,
      'iOS',
      '02/01/2026 00:04',
      'Sim',
      '10/03/2026 09:00',
      '10/03/2026 09:00',
    ]);
    expect(pending![5]).toBe('Todos');
    expect(pending![6]).toBeUndefined();
    expect(pending![7]).toBe('Não');
  });

  it('applies the list filters to the export', async () => {
    const { asAdmin } = await setup();
    const tag = tagged();
    await database.db.insert(notifications).values([
      { title: `${tag} a`, deviceType: 'android', isSent: false },
      { title: `${tag} b`, deviceType: 'ios', isSent: false },
      { title: `${tag} c`, deviceType: 'android', isSent: true },
    ]);
    const response = await asAdmin({
      method: 'GET',
      url: `/api/notifications?format=xlsx&searchTerm=${tag}&deviceType=android&isSent=false&columns=title:T`,
    });
    const { rows } = await readXlsx(response.rawPayload);
    expect(rows).toEqual([['T'], [`${tag} a`]]);
  });

  it('answers a header-only sheet when nothing matches', async () => {
    const { asAdmin } = await setup();
    const response = await asAdmin({ method: 'GET', url: `/api/lines?format=xlsx&searchTerm=nada-${tagged()}&columns=name:Título` });
    expect(response.statusCode).toBe(200);
    expect((await readXlsx(response.rawPayload)).rows).toEqual([['Título']]);
  });

  it('refuses unknown columns, formats and empty column lists with 400', async () => {
    const { asAdmin } = await setup();
    for (const [query, field] of [
      ['columns=password:Senha', 'columns'],
      ['columns=name:Nome,passwordHash', 'columns'],
      ['columns=,', 'columns'],
      ['format=csv', 'format'],
    ] as const) {
      const response = await asAdmin({ method: 'GET', url: `/api/lines?format=xlsx&${query}`.replace('format=xlsx&format=csv', 'format=csv') });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().additionalData, query).toEqual({ [field]: 'Valor inválido' });
    }
  });

  it('requires the LIST permission of the list', async () => {
    const { app } = await setup();
    expect((await app.inject({ method: 'GET', url: '/api/lines?format=xlsx' })).statusCode).toBe(401);
    const other = await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions: ['BANNER:LIST'] })).id });
    expect((await injectWithLogin(app, other.email, other.password, { method: 'GET', url: '/api/lines?format=xlsx' })).statusCode).toBe(403);
    const reader = await createUser(database.db, { type: 'admin', roleId: (await createRole(database.db, { permissions: ['LINE:LIST'] })).id });
    expect((await injectWithLogin(app, reader.email, reader.password, { method: 'GET', url: '/api/lines?format=xlsx' })).statusCode).toBe(200);
  });

  it('answers JSON for format=json or no format', async () => {
    const { asAdmin } = await setup();
    const response = await asAdmin({ method: 'GET', url: '/api/lines?format=json' });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toHaveProperty('total');
  });
});

describe('list mechanism helpers', () => {
  it('names the file <title>_<yyyyMMdd_HHmmss>.xlsx in São Paulo time, without unsafe characters', () => {
    expect(exportFileName('Empresas', 'x', NOW)).toBe('Empresas_20260310_090000.xlsx');
    expect(exportFileName('a/b\\c:"d"', 'x', NOW)).toBe('a b c d_20260310_090000.xlsx');
    expect(exportFileName('  ', 'Padrão', NOW)).toBe('Padrão_20260310_090000.xlsx');
  });

  it('builds an RFC 5987 Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('Relatório "final".xlsx')).toBe(
      `attachment; filename="Relatorio _final_.xlsx"; filename*=UTF-8''Relat%C3%B3rio%20%22final%22.xlsx`,
    );
  });

  it('formats cells: dates, booleans, lists, empties', () => {
    expect(toExportCell(new Date('2026-07-01T15:30:00Z'))).toBe('01/07/2026 12:30');
    expect(toExportCell(new Date('2026-07-01T02:00:00Z'), { type: 'date' })).toBe('30/06/2026');
    expect(toExportCell(true)).toBe('Sim');
    expect(toExportCell(false)).toBe('Não');
    expect(toExportCell([{ name: 'Moto' }, { name: 'Carro' }])).toBe('Moto, Carro');
    expect(toExportCell(['a', 'b'])).toBe('a, b');
    expect(toExportCell(null)).toBeNull();
    expect(toExportCell(7)).toBe(7);
  });

  it('resolves columns= against the whitelist', () => {
    const columns = [
      { key: 'id', label: 'ID' },
      { key: 'name', label: 'Título' },
    ];
    expect(resolveExportColumns(undefined, columns).map((c) => c.header)).toEqual(['ID', 'Título']);
    expect(resolveExportColumns('name:Nome: completo, id ,name:X', columns).map((c) => [c.key, c.header])).toEqual([
      ['name', 'Nome: completo'],
      ['id', 'ID'],
    ]);
    expect(() => resolveExportColumns('nope', columns)).toThrow();
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
