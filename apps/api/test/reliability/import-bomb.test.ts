/**
 * Zip bombs sent to the company import's dry run, over real sockets, while another client searches the
 * public directory: a few KB declaring 4 GB, a few MB inflating to 4 GB behind headers that declare 1 KB,
 * and a 400 MB cell (declared, and hidden behind a 1 KB declaration). Each is refused in pt-BR (413 or
 * 400) after inflating at most the import's limit; the searches keep answering meanwhile, and the
 * server's memory stays within a few tens of MB of where it started (it grew by GBs, and died, before).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { COMPANY_IMPORT_COLUMNS, COMPANY_IMPORT_MAX_BYTES } from '@rede/domain';
import { build, createCompany, loginToken, TEST_ADMIN, useTestDatabase } from '../helpers/index.ts';
import { inlineCell, repeatedPart, SHEET_HEAD, SHEET_TAIL, xlsxOf } from '../helpers/xlsx-parts.ts';

const database = useTestDatabase();
const MB = 1024 * 1024;

const HEADER_ROW = `<row r="1">${COMPANY_IMPORT_COLUMNS.map((c, i) => inlineCell(`${String.fromCharCode(65 + i)}1`, c.label)).join('')}</row>`;
/** 1 MB of text between tags: about 1 KB once compressed. */
const TEXT_BLOCK = `<x>${'a'.repeat(MB / 4 - 7)}</x>`.repeat(4);
const CELL_HEAD = `${SHEET_HEAD}${HEADER_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>`;
const CELL_TAIL = `</t></is></c></row>${SHEET_TAIL}`;

const TOO_LARGE = 'A planilha XLSX é grande demais depois de descompactada: o limite é 100 MB. Divida-a em arquivos menores.';
const CELL_TOO_LONG = 'A linha 2 tem uma célula com mais de 32.767 caracteres, o limite de uma célula do Excel. Encurte o texto e envie de novo.';

const BOMBS = [
  {
    name: 'a few KB declaring 4 GB',
    file: () => xlsxOf({ sheet: repeatedPart(`${SHEET_HEAD}${HEADER_ROW}`, TEXT_BLOCK, 2, SHEET_TAIL, 4_000_000_000) }),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'a few MB inflating to 4 GB behind headers declaring 1 KB',
    file: () => xlsxOf({ sheet: repeatedPart(`${SHEET_HEAD}${HEADER_ROW}`, TEXT_BLOCK, 4096, SHEET_TAIL, 1024) }),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'one 400 MB cell, declared',
    file: () => xlsxOf({ sheet: repeatedPart(CELL_HEAD, 'a'.repeat(MB), 400, CELL_TAIL) }),
    status: 413,
    message: TOO_LARGE,
  },
  {
    name: 'one 400 MB cell behind headers declaring 1 KB',
    file: () => xlsxOf({ sheet: repeatedPart(CELL_HEAD, 'a'.repeat(MB), 400, CELL_TAIL, 1024) }),
    status: 400,
    message: CELL_TOO_LONG,
  },
];

describe('company import: zip bombs while the directory is searched', () => {
  it('refuses each bomb with its pt-BR 4xx, keeps answering the directory meanwhile, and keeps its memory', async () => {
    const { app } = await build(database.db, { config: { dataDir: mkdtempSync(join(tmpdir(), 'rede-import-bomb-')) } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (let i = 0; i < 20; i++) await createCompany(database.db, { name: `Loja Bateria ${i}` });
    const token = await loginToken(app, TEST_ADMIN.email, TEST_ADMIN.password);
    const files = BOMBS.map((bomb) => ({ ...bomb, data: bomb.file() }));
    for (const { data } of files) expect(data.length).toBeLessThan(COMPANY_IMPORT_MAX_BYTES);

    const search = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/api/companys/listfiltred/open?searchTerm=Loja&pageSize=20`);
      const body = (await response.json()) as { total?: number };
      return { status: response.status, total: body.total, ms: performance.now() - started };
    };
    expect(await search()).toMatchObject({ status: 200, total: 20 });

    // what the process holds beyond where it started: the V8 heap and the buffers outside it
    global.gc?.();
    const held = () => {
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const baseline = held();
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, held() - baseline);
    }, 5);

    let uploading = true;
    const searches: { status: number; total: number | undefined; ms: number }[] = [];
    const searching = (async () => {
      while (uploading) {
        searches.push(await search());
        await sleep(20);
      }
    })();
    try {
      for (const bomb of files) {
        const form = new FormData();
        form.append('file', new Blob([bomb.data]), 'empresas.xlsx');
        const searchesBefore = searches.length;
        const response = await fetch(`${url}/api/companys/import`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
        const body = (await response.json()) as { message: string };
        expect({ bomb: bomb.name, status: response.status, message: body.message }).toEqual({
          bomb: bomb.name,
          status: bomb.status,
          message: bomb.message,
        });
        // the directory answered while the bomb was being read (the reader yields between inflated chunks)
        if (bomb.name.includes('inflating')) expect(searches.length).toBeGreaterThan(searchesBefore);
      }
    } finally {
      uploading = false;
      await searching;
      clearInterval(sampler);
    }

    expect(searches.filter((s) => s.status !== 200 || s.total !== 20)).toEqual([]);
    // generous for 2 shared cores: the bombs took GBs and minutes, or the process, before
    const times = searches.map((s) => s.ms).sort((a, b) => a - b);
    const summary = `${times.length} searches, median ${Math.round(times[times.length >> 1] ?? 0)} ms, slowest ${Math.round(times.at(-1) ?? 0)} ms, peak ${Math.round(peak / MB)} MB`;
    expect(times.length, summary).toBeGreaterThan(5);
    expect(times[times.length >> 1], summary).toBeLessThan(500);
    expect(times.at(-1), summary).toBeLessThan(3_000);
    expect(peak, summary).toBeLessThan(200 * MB);
    expect(await search()).toMatchObject({ status: 200, total: 20 });
  }, 120_000);
});
