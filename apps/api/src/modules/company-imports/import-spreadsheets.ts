import type { FastifyReply } from 'fastify';
import { asc } from 'drizzle-orm';
import { COMPANY_IMPORT_COLUMNS, EXPORT_SHEET_NAME, MESSAGES, type CompanyImportFormat, type TCompanyImportIssue } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { loadExcelJs } from '../../lib/exceljs.ts';
import { lines } from '../../db/schema/index.ts';
import { looksLikeFormula } from '../../lib/list/export-cell.ts';
import { contentDisposition, exportFileName } from '../../lib/list/export-file-name.ts';
import { sendXlsx } from '../../lib/list/list-or-export.ts';
import { XLSX_CONTENT_TYPE } from '../../lib/list/xlsx-writer.ts';
import { failedRowBatches } from './find-company-imports.ts';
import { isFormulaText } from './import-row.ts';

const M = MESSAGES.companyImport;

/**
 * Text a spreadsheet would run as a formula, made inert: a leading apostrophe (OWASP's advice for CSV
 * injection), so the cell stays text even if the report is saved as CSV and opened again. Only a
 * coordinate (`signedNumber`) keeps a leading sign when it is a number, as the import reads them. The .xlsx
 * writer also writes every cell as text (never a formula) and marks such cells with the text format.
 */
export const neutraliseFormula = (text: string, signedNumber = false): string =>
  (signedNumber ? isFormulaText(text.trim()) : looksLikeFormula(text.trim())) || /^[\t\r]/.test(text) ? `'${text}` : text;

const issuesText = (issues: readonly TCompanyImportIssue[]) =>
  issues.map((issue) => (issue.column ? `${issue.column}: ${issue.message}` : issue.message)).join(' | ');

/**
 * GET /companys/import/{id}/errors: the rows that were not imported (the dry run's errors and the rows that
 * failed), in the template's columns with the file's values, the row's number and its errors beside it, so
 * they can be fixed and sent again. Every cell is text; formulas are neutralised.
 */
export const sendFailedRows = (reply: FastifyReply, db: Database, importId: number, now: Date): Promise<FastifyReply> => {
  type ReportRow = Record<string, string | number>;
  const columns = [
    { key: '__row', label: M.rowColumn },
    ...COMPANY_IMPORT_COLUMNS.map((c) => ({ key: c.key, label: c.label })),
    { key: '__errors', label: M.errorsColumn },
  ].map((c) => ({ ...c, header: c.label }));
  async function* batches(): AsyncGenerator<ReportRow[]> {
    for await (const rows of failedRowBatches(db, importId)) {
      yield rows.map((row) => {
        const out: ReportRow = { __row: row.rowNumber, __errors: issuesText(row.errors) };
        for (const column of COMPANY_IMPORT_COLUMNS) out[column.key] = neutraliseFormula(row.cells[column.key] ?? '', column.kind === 'decimal');
        return out;
      });
    }
  }
  return sendXlsx<ReportRow>(reply, { fileName: exportFileName(`${M.fileTitle}_${importId}_erros`, M.fileTitle, now), columns, batches: batches() });
};

/**
 * The example row, with the names of two product lines that exist (the column's own example when there
 * are none). No cell of it starts as a formula would (= + - @, as the exports neutralise): a line named so
 * is passed over, and the coordinates (negative all over Brazil) are left blank, which the import fills
 * from the CEP; the instructions say how to write them.
 */
const exampleRow = async (db: Database): Promise<string[]> => {
  const found = (await db.select({ name: lines.name }).from(lines).orderBy(asc(lines.id)).limit(20))
    .map((line) => line.name)
    .filter((name) => !looksLikeFormula(name.trim()))
    .slice(0, 2);
  return COMPANY_IMPORT_COLUMNS.map((c) => {
    const example = c.key === 'lines' && found.length > 0 ? found.join(', ') : c.example;
    return looksLikeFormula(example) ? '' : example;
  });
};

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * GET /companys/import/template: the template — the import's columns and an example row — as .xlsx (sheet
 * 'Dados', bold frozen header, every cell text so CNPJ and CEP keep their zeros, plus a sheet 'Instruções'
 * saying what each column takes) or as .csv (';' separated, UTF-8 with BOM: Excel in pt-BR opens it as is).
 */
export const sendTemplate = async (reply: FastifyReply, db: Database, format: CompanyImportFormat, now: Date): Promise<FastifyReply> => {
  const example = await exampleRow(db);
  const headers = COMPANY_IMPORT_COLUMNS.map((c) => c.label);
  const name = exportFileName(M.templateTitle, M.templateTitle, now);
  reply.header('cache-control', 'no-store');
  if (format === 'csv') {
    const body = `\uFEFF${[headers, example].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(name.replace(/\.xlsx$/, '.csv')))
      .send(body);
  }
  const { Workbook } = await loadExcelJs();
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COMPANY_IMPORT_COLUMNS.map((c, i) => ({
    width: Math.min(40, Math.max(12, c.label.length + 2, example[i]!.length + 2)),
    style: { numFmt: '@' },
  }));
  sheet.addRow(headers).font = { bold: true };
  sheet.addRow(example);
  const help = workbook.addWorksheet('Instruções');
  help.columns = [{ width: 22 }, { width: 14 }, { width: 90 }];
  help.addRow(['Coluna', 'Obrigatória', 'O que informar']).font = { bold: true };
  for (const column of COMPANY_IMPORT_COLUMNS) {
    // the example left out of the row (a coordinate) is shown inside the sentence, where it is no formula
    const text = looksLikeFormula(column.example) ? `${column.help} Exemplo: ${column.example}.` : column.help;
    help.addRow([column.label, MESSAGES.yesNo[column.required ? 'true' : 'false'], text]);
  }
  help.addRow([]);
  help.addRow(['', '', 'Uma empresa por linha, a partir da linha 2 da aba Dados. Empresas já cadastradas são encontradas pelo CNPJ e atualizadas.']);
  help.addRow([
    '',
    '',
    'O status (Aprovado ou Pendente) das empresas novas é escolhido ao confirmar a importação. Colunas ID e Status da exportação são ignoradas.',
  ]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', contentDisposition(name)).send(buffer);
};
