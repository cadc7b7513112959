import { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import type ExcelJS from 'exceljs';
import { COMPANY_IMPORT_MAX_BYTES, formatMessage, MESSAGES, type CompanyImportFormat } from '@rede/domain';
import { badRequest } from '../../lib/app-error.ts';
import { loadExcelJs } from '../../lib/exceljs.ts';

/** A cell as the file holds it: text, a number, a boolean, a date, a formula (never evaluated) or nothing. */
export type RawCell = string | number | boolean | Date | { formula: string } | null;

/** One row of the first sheet: its number in the spreadsheet (1-based) and its cells by column (0-based). */
export type RawRow = { rowNumber: number; cells: RawCell[] };

/** Cells beyond this column are not read (the template has 18 columns). */
const MAX_COLUMNS = 100;
/** A CSV record longer than this is refused (a row of the template is a few hundred bytes). */
const MAX_CSV_RECORD_BYTES = 64 * 1024;

const fileError = (message: string) => badRequest(message, { file: message });

type ExcelValue = ExcelJS.CellValue;

/** An exceljs value as a RawCell: rich text and hyperlinks as their text, errors ('#N/A') as text, formulas kept as formulas. */
const fromExcel = (value: ExcelValue): RawCell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('formula' in value || 'sharedFormula' in value) {
    const formula = 'formula' in value ? value.formula : (value as { sharedFormula: string }).sharedFormula;
    return { formula: `=${String(formula ?? '')}` };
  }
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('error' in value) return String(value.error);
  return null;
};

/** The parts of exceljs's streaming workbook reader that `readXlsx` drives (undocumented, exceljs 4.4). */
type WorkbookReaderParts = {
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(entry: Readable, sheetNo: string): Generator<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>;
};

/** The file, read to its end (the import limits it to 10 MB, so a larger stream is refused here too). */
const readAll = async (input: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > COMPANY_IMPORT_MAX_BYTES) throw fileError(MESSAGES.companyImport.invalidXlsx);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/**
 * The first worksheet's rows (the workbook's first tab), one row in memory at a time. The archive is opened
 * through its central directory (unzipper), so the workbook, its relationships, shared strings and styles
 * are parsed before the sheet whatever order the file stores them in; exceljs's own one-pass reader loses
 * entries in a race (exceljs#3064: about one read in 200 of a workbook exceljs wrote failed as "corrupt").
 */
async function* readXlsx(input: Readable): AsyncGenerator<RawRow> {
  const { stream } = await loadExcelJs();
  try {
    // loaded with the first spreadsheet (~3 MB of heap a server that never imports one does without)
    const { Open } = await import('unzipper');
    const archive = await Open.buffer(await readAll(input));
    const files = new Map(archive.files.filter((file) => file.type === 'File').map((file) => [file.path, file]));
    const reader = new stream.xlsx.WorkbookReader(Readable.from([]), {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      entries: 'ignore',
    }) as unknown as WorkbookReaderParts;
    const part = (path: string) => files.get(path)?.stream();
    const rels = part('xl/_rels/workbook.xml.rels');
    if (rels) await reader._parseRels(rels);
    const workbook = part('xl/workbook.xml');
    if (workbook) await reader._parseWorkbook(workbook);
    const sharedStrings = part('xl/sharedStrings.xml');
    if (sharedStrings) for await (const _ of reader._parseSharedStrings(sharedStrings));
    const styles = part('xl/styles.xml');
    if (styles) await reader._parseStyles(styles);
    // the first tab: the workbook's first sheet through its relationship, else the lowest-numbered sheet part
    const firstId = reader.model?.sheets?.[0]?.rId;
    const target = reader.workbookRels?.find((rel) => rel.Id === firstId)?.Target.replace(/^\/?(xl\/)?/, 'xl/');
    const sheetPaths = [...files.keys()].filter((path) => SHEET_PATH.test(path));
    const sheetPath =
      target && SHEET_PATH.test(target) && files.has(target)
        ? target
        : sheetPaths.sort((a, b) => Number(SHEET_PATH.exec(a)![1]) - Number(SHEET_PATH.exec(b)![1]))[0];
    if (!sheetPath) throw fileError(MESSAGES.companyImport.invalidXlsx);
    for (const { value: worksheet } of reader._parseWorksheet(part(sheetPath)!, SHEET_PATH.exec(sheetPath)![1]!)) {
      for await (const row of worksheet) {
        const values = (row.values as ExcelValue[] | undefined) ?? [];
        const cells: RawCell[] = [];
        for (let column = 1; column < Math.min(values.length, MAX_COLUMNS + 1); column++) cells.push(fromExcel(values[column]));
        yield { rowNumber: row.number, cells };
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw fileError(MESSAGES.companyImport.invalidXlsx);
  } finally {
    input.destroy();
  }
}

/** The file's text encoding: UTF-8 when its first bytes are valid UTF-8, else Windows-1252 (Excel's "CSV" in Brazil). */
const detectEncoding = (head: Buffer): 'utf-8' | 'windows-1252' => {
  // a multi-byte character cut at the end of the sample is not an error
  let end = head.length;
  for (let back = 1; back <= 3 && end - back >= 0; back++) {
    const byte = head[end - back]!;
    if ((byte & 0xc0) === 0xc0) {
      end -= back;
      break;
    }
    if ((byte & 0x80) === 0) break;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
};

/** The delimiter of the header line: the most frequent of ';', ',' and tab (',' when none). */
const detectDelimiter = (text: string): string => {
  const line = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((d) => [d, line.split(d).length - 1] as const);
  const [best] = [...counts].sort((a, b) => b[1] - a[1]);
  return best && best[1] > 0 ? best[0] : ',';
};

/**
 * The records of a CSV file, streamed through csv-parse: the encoding (UTF-8 or Windows-1252) and the
 * delimiter (';', ',' or tab) are taken from the first bytes; a BOM is dropped; rows may have fewer or
 * more cells than the header.
 */
async function* readCsv(input: Readable): AsyncGenerator<RawRow> {
  const chunks = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let done = false;
  while (head.length < 64 * 1024) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  const decoder = new TextDecoder(detectEncoding(head));
  const firstText = decoder.decode(head, { stream: !done });
  const parser = parseCsv({
    bom: true,
    delimiter: detectDelimiter(firstText.replace(/^\uFEFF/, '')),
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: MAX_CSV_RECORD_BYTES,
  });
  // feed the parser as it reads (backpressure through write's callback)
  const feed = (async () => {
    const write = (text: string) =>
      new Promise<void>((resolve, reject) => {
        if (!text) return resolve();
        parser.write(text, (error) => (error ? reject(error) : resolve()));
      });
    try {
      await write(firstText);
      while (!done) {
        const next = await chunks.next();
        if (next.done) break;
        await write(decoder.decode(next.value, { stream: true }));
      }
      await write(decoder.decode());
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { rowNumber, cells: record.slice(0, MAX_COLUMNS) };
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    const line = (error as { lines?: number }).lines ?? rowNumber + 1;
    throw fileError(formatMessage(MESSAGES.companyImport.invalidCsv, { row: line }));
  } finally {
    parser.destroy();
    input.destroy();
    await feed.catch(() => undefined);
  }
}

/** Every row of the file's first sheet (CSV: the file), streamed. */
export const readSpreadsheet = (input: Readable, format: CompanyImportFormat): AsyncGenerator<RawRow> =>
  format === 'xlsx' ? readXlsx(input) : readCsv(input);
