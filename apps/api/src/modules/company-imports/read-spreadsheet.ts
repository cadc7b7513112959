import type { Readable } from 'node:stream';
import { parse as parseCsv } from 'csv-parse';
import { formatMessage, MESSAGES, type CompanyImportFormat } from '@rede/domain';
import { readXlsx } from './read-xlsx.ts';
import { cellTooLong, fileError, MAX_CELL_CHARS, MAX_COLUMNS, type RawRow } from './spreadsheet-limits.ts';

export type { RawCell, RawRow } from './spreadsheet-limits.ts';

/** A CSV record longer than this is refused (a row of the template is a few hundred bytes). */
const MAX_CSV_RECORD_BYTES = 64 * 1024;

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
 * more cells than the header. A record is held to 64 KB and a cell to Excel's 32 767 characters, as the
 * .xlsx reader holds its cells.
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
      const cells = record.slice(0, MAX_COLUMNS);
      if (cells.some((cell) => cell.length > MAX_CELL_CHARS)) throw cellTooLong(rowNumber);
      yield { rowNumber, cells };
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
