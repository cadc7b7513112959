/**
 * The import's spreadsheet readers: the first tab's rows whatever order the archive stores its parts in,
 * every time (exceljs's one-pass streaming reader lost the workbook part in a race), and the limits on
 * what a file may unpack to (a zip bomb, a huge cell, too many shared strings), each refused in pt-BR.
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { COMPANY_IMPORT_MAX_BYTES, MESSAGES } from '@rede/domain';
import { readSpreadsheet, type RawRow } from '../src/modules/company-imports/read-spreadsheet.ts';
import { XLSX_LIMITS } from '../src/modules/company-imports/spreadsheet-limits.ts';
import { inlineCell, repeatedPart, SHEET_HEAD, SHEET_TAIL, textPart, xlsxOf } from './helpers/xlsx-parts.ts';

const MB = 1024 * 1024;

const twoTabs = async () => {
  const workbook = new ExcelJS.Workbook();
  const data = workbook.addWorksheet('Dados');
  data.addRow(['Nome', 'CNPJ']);
  data.addRow(['Loja Um', '00.000.000/0001-91']);
  workbook.addWorksheet('Instruções').addRow(['Coluna', 'O que informar']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

const rowsOf = async (input: Readable) => {
  const rows: RawRow[] = [];
  for await (const row of readSpreadsheet(input, 'xlsx')) rows.push(row);
  return rows;
};

const fromBuffer = (buffer: Buffer) => {
  const stream = new PassThrough();
  stream.end(buffer);
  return stream;
};

const EXPECTED = [
  { rowNumber: 1, cells: ['Nome', 'CNPJ'] },
  { rowNumber: 2, cells: ['Loja Um', '00.000.000/0001-91'] },
];

describe('readSpreadsheet (xlsx)', () => {
  it('reads the first tab of a workbook exceljs wrote, every one of 300 reads', async () => {
    // exceljs stores the sheets before the shared strings and the workbook part last: its streaming reader
    // failed about one read in 200 of such a file with "Cannot read properties of undefined (reading 'sheets')"
    const file = await twoTabs();
    const failures: string[] = [];
    for (let read = 0; read < 300; read++) {
      try {
        expect(await rowsOf(fromBuffer(file))).toEqual(EXPECTED);
      } catch (error) {
        failures.push(`${read}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads the parts in whatever order the archive stores them, in small chunks', async () => {
    const source = await JSZip.loadAsync(await twoTabs());
    const reordered = new JSZip();
    for (const path of Object.keys(source.files).reverse()) {
      const entry = source.files[path]!;
      if (!entry.dir) reordered.file(path, await entry.async('uint8array'));
    }
    const file = await reordered.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    const chunks = Array.from({ length: Math.ceil(file.length / 100) }, (_, i) => file.subarray(i * 100, i * 100 + 100));
    expect(await rowsOf(Readable.from(chunks))).toEqual(EXPECTED);
  });

  it('refuses a ZIP that is no workbook, and a truncated workbook, with the pt-BR message', async () => {
    const zip = new JSZip();
    zip.file('leia-me.txt', 'não é uma planilha');
    const notWorkbook = await zip.generateAsync({ type: 'nodebuffer' });
    const truncated = (await twoTabs()).subarray(0, 2000);
    for (const file of [notWorkbook, truncated]) {
      await expect(rowsOf(fromBuffer(file))).rejects.toMatchObject({
        statusCode: 400,
        message: MESSAGES.companyImport.invalidXlsx,
        additionalData: { file: MESSAGES.companyImport.invalidXlsx },
      });
    }
  });
});

const sheetOf = (rows: string) => textPart(`${SHEET_HEAD}${rows}${SHEET_TAIL}`);
const sharedOf = (items: string[]) =>
  textPart(`<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${items.join('')}</sst>`);

const refusal = (statusCode: number, message: string) => ({ statusCode, message, additionalData: { file: message } });
const TOO_LARGE_PART = refusal(413, 'A planilha XLSX é grande demais depois de descompactada: o limite é 100 MB. Divida-a em arquivos menores.');
const TOO_LARGE_TOTAL = refusal(413, 'A planilha XLSX é grande demais depois de descompactada: o limite é 150 MB. Divida-a em arquivos menores.');
const TOO_MUCH_TEXT = refusal(
  413,
  'A planilha XLSX tem texto demais: o limite é de 1.000.000 textos diferentes e 32.000.000 caracteres no total. Divida-a em arquivos menores.',
);
const cellTooLongAt = (row: number) =>
  refusal(400, `A linha ${row} tem uma célula com mais de 32.767 caracteres, o limite de uma célula do Excel. Encurte o texto e envie de novo.`);

describe('readSpreadsheet (xlsx): the cells of a hand-built workbook', () => {
  it('reads inline and shared strings (rich text joined, phonetic runs left out), numbers, booleans, errors, formulas and sparse columns', async () => {
    const file = xlsxOf({
      sharedStrings: sharedOf([
        '<si><t>Nome</t></si>',
        '<si><r><t>Loja </t></r><r><rPr><b/></rPr><t>Rica</t></r><rPh sb="0" eb="1"><t>ロジャ</t></rPh></si>',
      ]),
      sheet: sheetOf(
        '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t>CNPJ</t></is></c></row>' +
          '<row r="3"><c r="A3" t="s"><v>1</v></c><c r="B3"><v>11222333000181</v></c><c r="D3" t="b"><v>1</v></c>' +
          '<c r="E3" t="e"><v>#N/A</v></c><c r="F3"><f>HYPERLINK("http://evil.example")</f><v>0</v></c>' +
          '<c r="G3" t="str"><v>texto &amp; mais</v></c><c r="H3"><v>-23.5614</v></c></row>' +
          '<row r="4"></row>',
      ),
    });
    expect(await rowsOf(fromBuffer(file))).toEqual([
      { rowNumber: 1, cells: ['Nome', 'CNPJ'] },
      {
        rowNumber: 3,
        cells: ['Loja Rica', 11222333000181, null, true, '#N/A', { formula: '=HYPERLINK("http://evil.example")' }, 'texto & mais', -23.5614],
      },
    ]);
  });

  it("refuses a row numbered past Excel's last row, a shared string that does not exist and a document type declaration", async () => {
    const files = [
      xlsxOf({ sheet: sheetOf(`<row r="1048577">${inlineCell('A1048577', 'Nome')}</row>`) }),
      xlsxOf({ sheet: sheetOf('<row r="1"><c r="A1" t="s"><v>7</v></c></row>'), sharedStrings: sharedOf(['<si><t>Nome</t></si>']) }),
      xlsxOf({
        sheet: textPart(`<!DOCTYPE worksheet [<!ENTITY a "aaaaaaaaaa">]>${SHEET_HEAD}<row r="1">${inlineCell('A1', '&a;')}</row>${SHEET_TAIL}`),
      }),
    ];
    for (const file of files) await expect(rowsOf(fromBuffer(file))).rejects.toMatchObject(refusal(400, MESSAGES.companyImport.invalidXlsx));
  });
});

describe('readSpreadsheet (xlsx): what a file may unpack to', () => {
  it('refuses, before inflating it, a part whose headers declare more than 100 MB (a few KB declaring 4 GB)', async () => {
    const file = xlsxOf({ sheet: repeatedPart(SHEET_HEAD, '<row/>', 100, SHEET_TAIL, 4_000_000_000) });
    expect(file.length).toBeLessThan(4 * 1024);
    await expect(rowsOf(fromBuffer(file))).rejects.toMatchObject(TOO_LARGE_PART);
  });

  it('refuses parts that declare more than 150 MB together, before inflating them', async () => {
    const file = xlsxOf({
      sheet: repeatedPart(SHEET_HEAD, '<row/>', 10, SHEET_TAIL, 80 * MB),
      sharedStrings: repeatedPart('<sst>', '<si><t>a</t></si>', 10, '</sst>', 80 * MB),
    });
    await expect(rowsOf(fromBuffer(file))).rejects.toMatchObject(TOO_LARGE_TOTAL);
  });

  it('counts the bytes it inflates: a part that declares 1 KB and inflates to 1 GB is refused past 100 MB', async () => {
    // 1 MB blocks of text between tags (the parser's cheapest input), about 1 KB each once compressed
    const block = `<x>${'a'.repeat(MB / 4 - 7)}</x>`.repeat(4);
    const file = xlsxOf({ sheet: repeatedPart(`${SHEET_HEAD}<row r="1">${inlineCell('A1', 'Nome')}</row>`, block, 1024, SHEET_TAIL, 1024) });
    expect(file.length).toBeLessThan(COMPANY_IMPORT_MAX_BYTES);
    const rows: RawRow[] = [];
    const error = await (async () => {
      for await (const row of readSpreadsheet(fromBuffer(file), 'xlsx')) rows.push(row);
    })().catch((caught: unknown) => caught);
    expect(error).toMatchObject(TOO_LARGE_PART);
    expect(rows).toEqual([{ rowNumber: 1, cells: ['Nome'] }]);
  }, 60_000);

  it("refuses a cell longer than 32 767 characters (Excel's own limit) naming its row, and reads one of exactly 32 767", async () => {
    const longest = 'a'.repeat(32_767);
    const ok = xlsxOf({ sheet: sheetOf(`<row r="1">${inlineCell('A1', 'Nome')}</row><row r="2">${inlineCell('A2', longest)}</row>`) });
    expect((await rowsOf(fromBuffer(ok)))[1]).toEqual({ rowNumber: 2, cells: [longest] });
    // one character more, written as entities, as rich-text runs, as a formula, or as a 400 MB cell (refused as it grows)
    const files = [
      sheetOf(`<row r="2">${inlineCell('A2', '&amp;'.repeat(32_768))}</row>`),
      sheetOf(`<row r="2"><c r="A2" t="inlineStr"><is>${'<r><t>a</t></r>'.repeat(32_768)}</is></c></row>`),
      sheetOf(`<row r="2"><c r="A2"><f>${'1+'.repeat(16_384)}1</f></c></row>`),
      repeatedPart(`${SHEET_HEAD}<row r="2"><c r="A2" t="inlineStr"><is><t>`, 'a'.repeat(MB), 400, `</t></is></c></row>${SHEET_TAIL}`, 1024),
    ];
    for (const sheet of files) await expect(rowsOf(fromBuffer(xlsxOf({ sheet })))).rejects.toMatchObject(cellTooLongAt(2));
  });

  const oneSharedCell = sheetOf('<row r="1"><c r="A1" t="s"><v>0</v></c></row>');

  it('refuses a shared string longer than a cell may be', async () => {
    const file = xlsxOf({ sheet: oneSharedCell, sharedStrings: sharedOf([`<si><t>${'a'.repeat(32_768)}</t></si>`]) });
    await expect(rowsOf(fromBuffer(file))).rejects.toMatchObject(
      refusal(400, 'A planilha tem uma célula com mais de 32.767 caracteres, o limite de uma célula do Excel. Encurte o texto e envie de novo.'),
    );
  });

  it('refuses more than 1 000 000 shared strings', async () => {
    const sharedStrings = repeatedPart('<sst>', '<si/>'.repeat(1000), XLSX_LIMITS.sharedStrings / 1000 + 1, '</sst>');
    await expect(rowsOf(fromBuffer(xlsxOf({ sheet: oneSharedCell, sharedStrings })))).rejects.toMatchObject(TOO_MUCH_TEXT);
  }, 60_000);

  it('refuses shared strings of more than 32 000 000 characters together', async () => {
    const sharedStrings = repeatedPart('<sst>', `<si><t>${'a'.repeat(32_000)}</t></si>`, 1001, '</sst>');
    await expect(rowsOf(fromBuffer(xlsxOf({ sheet: oneSharedCell, sharedStrings })))).rejects.toMatchObject(TOO_MUCH_TEXT);
  }, 60_000);

  it('counts the text of every cell, a shared string at each use: 1 001 cells of one 32 000-character string are refused', async () => {
    const file = xlsxOf({
      sharedStrings: sharedOf([`<si><t>${'a'.repeat(32_000)}</t></si>`]),
      sheet: sheetOf(Array.from({ length: 1001 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>0</v></c></row>`).join('')),
    });
    await expect(rowsOf(fromBuffer(file))).rejects.toMatchObject(TOO_MUCH_TEXT);
  });
});

describe('readSpreadsheet (csv)', () => {
  it('refuses a cell longer than 32 767 characters, naming its row', async () => {
    const text = `Nome;CNPJ\r\nLoja;1\r\n${'a'.repeat(32_768)};2\r\n`;
    const rows: RawRow[] = [];
    const error = await (async () => {
      for await (const row of readSpreadsheet(fromBuffer(Buffer.from(text)), 'csv')) rows.push(row);
    })().catch((caught: unknown) => caught);
    expect(error).toMatchObject(cellTooLongAt(3));
    expect(rows).toHaveLength(2);
  });
});
