import { formatFileSize, formatMessage, MESSAGES } from '@rede/domain';
import { AppError, badRequest } from '../../lib/app-error.ts';

/**
 * A cell as the file holds it: text, a number, a boolean, a formula (never evaluated), a number the workbook
 * shows as a date or time (`date`: as the person saw it, dd/MM/yyyy; no column of the import is a date, so
 * it is a value Excel converted, such as '12/3' typed in Número) or nothing.
 */
export type RawCell = string | number | boolean | { formula: string } | { date: string } | null;

/** One row of the first sheet: its number in the spreadsheet (1-based) and its cells by column (0-based). */
export type RawRow = { rowNumber: number; cells: RawCell[] };

/** Cells beyond this column are not read (the template has 18 columns). */
export const MAX_COLUMNS = 100;
/** The longest text of a cell: Excel's own limit, so no spreadsheet Excel saved goes past it. */
export const MAX_CELL_CHARS = 32_767;
/** Excel's last row: a row numbered past it is a broken (or forged) file. */
export const MAX_ROW_NUMBER = 1_048_576;

/**
 * What an .xlsx may unpack to. A template of 50 000 rows (the import's limit) is about 34 MB of sheet and
 * 12 MB of shared strings once unzipped, 8 million characters of text: the limits leave room for other
 * writers' markup while keeping a 10 MB zip from growing into gigabytes of XML.
 */
export const XLSX_LIMITS = {
  /** Bytes one part (the sheet, the shared strings) may inflate to. */
  partBytes: 100 * 1024 * 1024,
  /** Bytes the parts read may inflate to together. */
  totalBytes: 150 * 1024 * 1024,
  /** Entries of the shared strings table. */
  sharedStrings: 1_000_000,
  /** Characters of the shared strings together, and of the sheet's cells together (what the dry run stores). */
  textChars: 32_000_000,
} as const;

const M = MESSAGES.companyImport;
const number = (value: number) => value.toLocaleString('pt-BR');

export const fileError = (message: string, statusCode = 400) =>
  statusCode === 400 ? badRequest(message, { file: message }) : new AppError(statusCode, message, { file: message });

export const invalidXlsx = () => fileError(M.invalidXlsx);

/** 413: the .xlsx inflates (or says it inflates) past `limit` bytes. */
export const xlsxTooLarge = (limit: number) => fileError(formatMessage(M.xlsxTooLarge, { limit: formatFileSize(limit) }), 413);

/** 413: more shared strings, or more characters of text, than the import reads. */
export const xlsxTooMuchText = () =>
  fileError(formatMessage(M.xlsxTooMuchText, { strings: number(XLSX_LIMITS.sharedStrings), chars: number(XLSX_LIMITS.textChars) }), 413);

/** 400: a cell (of row `row` when known) longer than Excel's limit. */
export const cellTooLong = (row?: number) =>
  fileError(
    row === undefined
      ? formatMessage(M.cellTooLong, { max: number(MAX_CELL_CHARS) })
      : formatMessage(M.cellTooLongAt, { row, max: number(MAX_CELL_CHARS) }),
  );
