import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { SaxesParser } from 'saxes';
import type { File as ZipEntry } from 'unzipper';
import { COMPANY_IMPORT_MAX_BYTES } from '@rede/domain';
import type { AppError } from '../../lib/app-error.ts';
import {
  cellTooLong,
  invalidXlsx,
  MAX_CELL_CHARS,
  MAX_COLUMNS,
  MAX_ROW_NUMBER,
  XLSX_LIMITS,
  xlsxTooLarge,
  xlsxTooMuchText,
  type RawCell,
  type RawRow,
} from './spreadsheet-limits.ts';

/**
 * The longest run of XML between two parser events (a text, a tag with its attributes, a comment): the
 * parser holds such a run in memory until it ends, so a longer one is refused as it grows. A cell of
 * Excel's 32 767 characters written as numeric references (`&#x1F600;`, up to 10 characters each) fits.
 */
const MAX_TOKEN_CHARS = MAX_CELL_CHARS * 10 + 1024;
/** The parser is fed this many characters at a time, so a run is caught within one slice of the limit. */
const SLICE_CHARS = 64 * 1024;

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;

/** Bytes inflated so far, over every part read. */
type Budget = { inflated: number };

/** The file, read to its end (the import limits it to 10 MB, so a larger stream is refused here too). */
const readAll = async (input: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > COMPANY_IMPORT_MAX_BYTES) throw invalidXlsx();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
};

/**
 * The bytes of one part as they are inflated, counted: past the part's or the whole file's limit the
 * inflating stops (the entry's stream is destroyed) and the file is refused. The sizes the archive
 * declares are checked before (a bomb that tells the truth is refused at once), the bytes themselves as
 * they come (one that lies is refused after at most the limit).
 */
async function* inflate(entry: ZipEntry, budget: Budget): AsyncGenerator<Buffer> {
  if (entry.uncompressedSize > XLSX_LIMITS.partBytes) throw xlsxTooLarge(XLSX_LIMITS.partBytes);
  const stream = entry.stream();
  let bytes = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      budget.inflated += chunk.length;
      if (bytes > XLSX_LIMITS.partBytes) throw xlsxTooLarge(XLSX_LIMITS.partBytes);
      if (budget.inflated > XLSX_LIMITS.totalBytes) throw xlsxTooLarge(XLSX_LIMITS.totalBytes);
      yield chunk;
    }
  } finally {
    stream.destroy();
  }
}

type XmlHandlers = {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
  /** The error of a run past MAX_TOKEN_CHARS (a cell's text too long, or a broken file). */
  tooLong?(): AppError;
};

/** 'x:row' → 'row': some writers prefix the spreadsheet's namespace. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one XML part through saxes, one inflated chunk at a time, yielding after each so the caller
 * takes what the chunk completed (the sheet's rows) before more is read. No DTD is accepted (the format
 * has none; saxes never expands entities it declares either).
 */
async function* parseXml(entry: ZipEntry, budget: Budget, handlers: XmlHandlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  let sinceEvent = 0;
  const seen = () => {
    sinceEvent = 0;
  };
  parser.on('opentag', (tag) => {
    seen();
    handlers.open?.(localName(tag.name), tag.attributes);
  });
  parser.on('closetag', (tag) => {
    seen();
    handlers.close?.(localName(tag.name));
  });
  parser.on('text', (text) => {
    seen();
    handlers.text?.(text);
  });
  parser.on('cdata', (text) => {
    seen();
    handlers.text?.(text);
  });
  parser.on('comment', seen);
  parser.on('processinginstruction', seen);
  parser.on('xmldecl', seen);
  parser.on('doctype', () => {
    throw invalidXlsx();
  });
  const write = (text: string) => {
    for (let at = 0; at < text.length; at += SLICE_CHARS) {
      const slice = text.slice(at, at + SLICE_CHARS);
      sinceEvent += slice.length;
      parser.write(slice);
      if (sinceEvent > MAX_TOKEN_CHARS) throw handlers.tooLong?.() ?? invalidXlsx();
    }
  };
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for await (const chunk of inflate(entry, budget)) {
    write(decoder.decode(chunk, { stream: true }));
    yield;
  }
  write(decoder.decode());
  parser.close();
}

const drain = async (events: AsyncGenerator<void>) => {
  for await (const _ of events);
};

type Relationship = { id: string; type: string; target: string };

/** The workbook's relationships: which part each id points at (paths resolved from xl/). */
const readRelationships = async (entry: ZipEntry | undefined, budget: Budget): Promise<Relationship[]> => {
  const found: Relationship[] = [];
  if (!entry) return found;
  await drain(
    parseXml(entry, budget, {
      open(name, attributes) {
        if (name !== 'Relationship' || attributes.TargetMode === 'External' || found.length >= 10_000) return;
        const target = attributes.Target ?? '';
        const path = target.startsWith('/') ? target.slice(1) : posix.normalize(posix.join('xl', target));
        found.push({ id: attributes.Id ?? '', type: attributes.Type ?? '', target: path });
      },
    }),
  );
  return found;
};

/** The relationship id of the workbook's first sheet (its first tab). */
const readFirstSheetId = async (entry: ZipEntry | undefined, budget: Budget): Promise<string | null> => {
  let id: string | null = null;
  if (!entry) return id;
  await drain(
    parseXml(entry, budget, {
      open(name, attributes) {
        if (name !== 'sheet' || id !== null) return;
        id = Object.entries(attributes).find(([key]) => key === 'r:id' || key.endsWith(':id'))?.[1] ?? '';
      },
    }),
  );
  return id;
};

/**
 * The text as a string of its own. The parser's texts are slices of the chunk they came in, and V8 keeps
 * a whole chunk alive for any slice of it: kept as they are, a table of a few short strings spread over a
 * 100 MB part held the part (72 MB of heap for 78 000 characters). Joined to one character and cut off
 * again, the text is copied flat and the chunks are freed.
 */
const ownCopy = (text: string): string => (text.length < 13 ? text : ` ${text}`.slice(1));

/**
 * The shared strings table, bounded while it is parsed: a string longer than a cell may be, more strings
 * or more characters than XLSX_LIMITS allow, and the file is refused before the rest is inflated.
 * Phonetic runs (rPh) are not part of the text.
 */
const readSharedStrings = async (entry: ZipEntry | undefined, budget: Budget): Promise<string[]> => {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string | null = null;
  let phonetic = 0;
  let capturing = false;
  let chars = 0;
  await drain(
    parseXml(entry, budget, {
      open(name) {
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && current !== null && phonetic === 0) capturing = true;
      },
      close(name) {
        if (name === 't') capturing = false;
        else if (name === 'rPh') phonetic -= 1;
        else if (name === 'si' && current !== null) {
          if (strings.length >= XLSX_LIMITS.sharedStrings) throw xlsxTooMuchText();
          strings.push(ownCopy(current));
          current = null;
        }
      },
      text(text) {
        if (!capturing || current === null) return;
        current += text;
        chars += text.length;
        if (current.length > MAX_CELL_CHARS) throw cellTooLong();
        if (chars > XLSX_LIMITS.textChars) throw xlsxTooMuchText();
      },
      tooLong: () => (capturing ? cellTooLong() : invalidXlsx()),
    }),
  );
  return strings;
};

/** 'AB12' → 27 (0-based column); -1 when the reference has no column letters. */
const columnOf = (reference: string): number => {
  let column = 0;
  let letters = 0;
  for (const char of reference.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
    letters += 1;
    if (letters > 3) return Number.MAX_SAFE_INTEGER;
  }
  return letters === 0 ? -1 : column - 1;
};

/** Number formats Excel builds in that show a date or a time (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a custom number format shows a date or time: d, m, y, h or s outside quoted text, escapes and [colour] tags. */
const isDateFormatCode = (code: string): boolean => /[dmyhs]/i.test(code.replace(/"[^"]*"|\\.|\[[^\]]*\]/g, ''));

/**
 * Which cell styles (the `s` index of a cell) show numbers as dates or times: the styles part's cellXfs, in
 * order, with their number format (built in, or a custom numFmt whose code has date letters).
 */
const readDateStyles = async (entry: ZipEntry | undefined, budget: Budget): Promise<Set<number>> => {
  const dateStyles = new Set<number>();
  if (!entry) return dateStyles;
  const customDates = new Set<number>();
  let inCellXfs = false;
  let xfIndex = 0;
  await drain(
    parseXml(entry, budget, {
      open(name, attributes) {
        if (name === 'numFmt' && isDateFormatCode(attributes.formatCode ?? '')) customDates.add(Number(attributes.numFmtId));
        else if (name === 'cellXfs') inCellXfs = true;
        else if (name === 'xf' && inCellXfs) {
          const format = Number(attributes.numFmtId ?? 0);
          if (BUILT_IN_DATE_FORMATS.has(format) || customDates.has(format)) dateStyles.add(xfIndex);
          xfIndex += 1;
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false;
      },
    }),
  );
  return dateStyles;
};

/** An Excel serial day (1900 system) as dd/MM/yyyy: what the person saw in the cell. */
const serialDateText = (serial: number): string => {
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
};

type CellState = { column: number; type: string; style: number; text: string; formula: string | null; kept: boolean };

/** A cell's value by its type: shared string, inline or formula text, boolean, error text, date, or number. */
const cellValue = (cell: CellState, shared: readonly string[], dateStyles: ReadonlySet<number>): RawCell => {
  if (cell.formula !== null) return { formula: `=${cell.formula}` };
  switch (cell.type) {
    case 's': {
      if (cell.text.trim() === '') return null;
      const value = shared[Number(cell.text)];
      if (value === undefined) throw invalidXlsx();
      return value;
    }
    case 'inlineStr':
    case 'str':
    case 'e':
      return cell.text;
    case 'd':
      return { date: cell.text.slice(0, 10).split('-').reverse().join('/') };
    case 'b':
      return cell.text.trim() === '1' || cell.text.trim() === 'true';
    default: {
      if (cell.text.trim() === '') return null;
      const value = Number(cell.text);
      if (Number.isFinite(value) && dateStyles.has(cell.style)) return { date: serialDateText(value) };
      return Number.isFinite(value) ? value : cell.text;
    }
  }
};

/**
 * The rows of one worksheet as the parser completes them: a row's cells by column (the first MAX_COLUMNS;
 * the text of the others is never kept), each cell's text held to MAX_CELL_CHARS as it is read, and the
 * text of all cells together (shared strings counted at each use) to XLSX_LIMITS.textChars. Rows without
 * cells are not yielded.
 */
async function* readSheet(entry: ZipEntry, shared: readonly string[], dateStyles: ReadonlySet<number>, budget: Budget): AsyncGenerator<RawRow> {
  const done: RawRow[] = [];
  let rowNumber = 0;
  let row: RawCell[] | null = null;
  let nextColumn = 0;
  let cell: CellState | null = null;
  let capture: 'text' | 'formula' | null = null;
  let inline = 0;
  let phonetic = 0;
  let chars = 0;
  const events = parseXml(entry, budget, {
    open(name, attributes) {
      if (name === 'row') {
        const declared = attributes.r === undefined ? rowNumber + 1 : Number(attributes.r);
        if (!Number.isInteger(declared) || declared < 1 || declared > MAX_ROW_NUMBER) throw invalidXlsx();
        rowNumber = declared;
        row = [];
        nextColumn = 0;
      } else if (name === 'c' && row) {
        const referenced = attributes.r === undefined ? -1 : columnOf(attributes.r);
        const column = referenced >= 0 ? referenced : nextColumn;
        nextColumn = column + 1;
        cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), text: '', formula: null, kept: column < MAX_COLUMNS };
        inline = 0;
        phonetic = 0;
      } else if (cell) {
        if (name === 'v') capture = 'text';
        else if (name === 'f') {
          cell.formula = '';
          capture = 'formula';
        } else if (name === 'is') inline += 1;
        else if (name === 'rPh') phonetic += 1;
        else if (name === 't' && inline > 0 && phonetic === 0) capture = 'text';
      }
    },
    close(name) {
      if (name === 'v' || name === 'f' || name === 't') capture = null;
      else if (name === 'is') inline -= 1;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'c' && cell && row) {
        if (cell.kept) {
          const value = cellValue(cell, shared, dateStyles);
          if (typeof value === 'string') {
            chars += value.length;
            if (chars > XLSX_LIMITS.textChars) throw xlsxTooMuchText();
          }
          while (row.length < cell.column) row.push(null);
          row[cell.column] = value;
        }
        cell = null;
        capture = null;
      } else if (name === 'row' && row) {
        if (row.length > 0) done.push({ rowNumber, cells: row });
        row = null;
      }
    },
    text(text) {
      if (!cell || !capture || !cell.kept) return;
      if (capture === 'formula') cell.formula += text;
      else cell.text += text;
      if (cell.text.length > MAX_CELL_CHARS || (cell.formula?.length ?? 0) > MAX_CELL_CHARS) throw cellTooLong(rowNumber);
    },
    tooLong: () => (cell && capture ? cellTooLong(rowNumber) : invalidXlsx()),
  });
  for await (const _ of events) {
    yield* done;
    done.length = 0;
  }
  yield* done;
}

/**
 * The first worksheet's rows (the workbook's first tab), streamed, within XLSX_LIMITS. The archive is
 * opened through its central directory (unzipper), so the workbook, its relationships and the shared
 * strings are read before the sheet whatever order the file stores them in; each part is inflated as it
 * is parsed (saxes), never as a whole, and the sizes it declares and the bytes it inflates are both
 * counted. Of the styles only the date formats are read: no column of the import is a date, so a number
 * shown as one is given as `{ date }`, which the row flags.
 */
export async function* readXlsx(input: Readable): AsyncGenerator<RawRow> {
  try {
    const file = await readAll(input);
    // loaded with the first spreadsheet (~3 MB of heap a server that never imports one does without)
    const { Open } = await import('unzipper');
    const archive = await Open.buffer(file);
    const entries = new Map(archive.files.filter((entry) => entry.type === 'File').map((entry) => [entry.path, entry]));
    const budget: Budget = { inflated: 0 };
    const relationships = await readRelationships(entries.get('xl/_rels/workbook.xml.rels'), budget);
    const firstId = await readFirstSheetId(entries.get('xl/workbook.xml'), budget);
    const target = relationships.find((rel) => rel.id === firstId && rel.type.endsWith('/worksheet'))?.target;
    const sheetPaths = [...entries.keys()].filter((path) => SHEET_PATH.test(path));
    const sheetPath =
      target && entries.has(target) ? target : sheetPaths.sort((a, b) => Number(SHEET_PATH.exec(a)![1]) - Number(SHEET_PATH.exec(b)![1]))[0];
    const sheet = sheetPath === undefined ? undefined : entries.get(sheetPath);
    if (!sheet) throw invalidXlsx();
    const sharedPath = relationships.find((rel) => rel.type.endsWith('/sharedStrings'))?.target ?? 'xl/sharedStrings.xml';
    const sharedEntry = entries.get(sharedPath);
    // what the archive says the rest inflates to, before inflating any of it
    if (Math.max(sharedEntry?.uncompressedSize ?? 0, sheet.uncompressedSize) > XLSX_LIMITS.partBytes) throw xlsxTooLarge(XLSX_LIMITS.partBytes);
    if (budget.inflated + (sharedEntry?.uncompressedSize ?? 0) + sheet.uncompressedSize > XLSX_LIMITS.totalBytes) {
      throw xlsxTooLarge(XLSX_LIMITS.totalBytes);
    }
    const shared = await readSharedStrings(sharedEntry, budget);
    const dateStyles = await readDateStyles(
      entries.get(relationships.find((rel) => rel.type.endsWith('/styles'))?.target ?? 'xl/styles.xml'),
      budget,
    );
    yield* readSheet(sheet, shared, dateStyles, budget);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw invalidXlsx();
  } finally {
    input.destroy();
  }
}
