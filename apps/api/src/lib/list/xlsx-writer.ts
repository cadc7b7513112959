import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { EXPORT_SHEET_NAME } from '@rede/domain';
import { loadExcelJs } from '../exceljs.ts';
import { looksLikeFormula, type ExportCell } from './export-cell.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const MIN_WIDTH = 10;
const MAX_WIDTH = 60;
/** Text format ('@', numFmtId 49): Excel keeps the cell as text, even when edited (exceljs has no quotePrefix). */
const TEXT_STYLE: Partial<ExcelJS.Style> = { numFmt: '@' };

/**
 * Streams an .xlsx to `output`: one sheet 'Dados', a bold frozen header row, then the rows of every
 * batch as they come (exceljs streaming writer: memory stays flat). Cells are plain values, never
 * formulas; text that looks like a formula is also marked as text. Strings are written inline (no shared-strings
 * table, which exceljs keeps in memory: ~200 MB for 100,000 companies). Column widths follow the header
 * and the first batch. Returns the number of data rows written.
 */
export const writeXlsx = async (
  output: Writable,
  headers: readonly string[],
  batches: AsyncIterable<readonly (readonly ExportCell[])[]>,
): Promise<number> => {
  const { stream } = await loadExcelJs();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(EXPORT_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  let rowCount = 0;
  let hasHeader = false;

  const writeRow = (cells: readonly ExportCell[], isHeader: boolean) => {
    const row = sheet.addRow([...cells]);
    cells.forEach((cell, index) => {
      if (typeof cell === 'string' && looksLikeFormula(cell)) row.getCell(index + 1).style = TEXT_STYLE;
    });
    if (isHeader) row.font = { bold: true };
    row.commit();
  };

  const writeHeader = (firstBatch: readonly (readonly ExportCell[])[]) => {
    sheet.columns = headers.map((header, index) => {
      const longest = firstBatch.reduce((max, row) => Math.max(max, String(row[index] ?? '').length), header.length);
      return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, longest + 2)) };
    });
    writeRow(headers, true);
    hasHeader = true;
  };

  for await (const batch of batches) {
    if (!hasHeader) writeHeader(batch);
    for (const cells of batch) writeRow(cells, false);
    rowCount += batch.length;
  }
  if (!hasHeader) writeHeader([]);
  sheet.commit();
  await workbook.commit();
  return rowCount;
};
