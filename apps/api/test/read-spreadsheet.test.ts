/**
 * The import's .xlsx reader: the first tab's rows whatever order the archive stores its parts in, every
 * time (exceljs's one-pass streaming reader lost the workbook part in a race, exceljs#3064).
 */
import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@rede/domain';
import { readSpreadsheet, type RawRow } from '../src/modules/company-imports/read-spreadsheet.ts';

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
