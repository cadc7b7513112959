import { Open } from 'unzipper';
import { readMemory, sampleRss } from '../lib/server.ts';
import { mb, round } from '../lib/stats.ts';

const EXPORT = '/api/companys/company/export';

export type ExportContext = { baseUrl: string; token: string; serverPid: number; log: (line: string) => void };

/**
 * Data rows of an .xlsx (the header row excluded): the `<row` elements of its first sheet, streamed out of the
 * archive through its central directory (unzipper). exceljs's one-pass streaming reader loses parts in a race
 * (exceljs#3064) and failed about one read in 200 of a file exceljs wrote.
 */
const countRows = async (file: Buffer): Promise<number> => {
  const archive = await Open.buffer(file);
  const sheet = archive.files.find((entry) => entry.path === 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new Error('a planilha exportada não tem xl/worksheets/sheet1.xml');
  let rows = 0;
  let tail = '';
  for await (const chunk of sheet.stream() as AsyncIterable<Buffer>) {
    const text = tail + chunk.toString('latin1');
    rows += text.match(/<row[\s>]/g)?.length ?? 0;
    // an element cut at the chunk's end is counted with the next chunk
    const cut = text.lastIndexOf('<');
    tail = cut >= 0 && text.length - cut < 5 ? text.slice(cut) : '';
  }
  return Math.max(0, rows - 1);
};

/**
 * Item 3: GET /api/companys/company/export (every company), downloaded to the end: seconds to the last
 * byte, size, the server's RSS before, its peak during the export (sampled every 50 ms) and the rise;
 * then the rows are counted in the file.
 */
export const benchExport = async (context: ExportContext) => {
  const before = readMemory(context.serverPid);
  const sampler = sampleRss(context.serverPid);
  const started = performance.now();
  const response = await fetch(`${context.baseUrl}${EXPORT}`, { headers: { authorization: `Bearer ${context.token}` } });
  const firstByteMs = performance.now() - started;
  const file = Buffer.from(await response.arrayBuffer());
  const seconds = (performance.now() - started) / 1000;
  const peakRss = sampler.stop();
  if (!response.ok) throw new Error(`${EXPORT} respondeu ${response.status}: ${file.toString('utf8').slice(0, 300)}`);
  const rows = await countRows(file);
  const result = {
    seconds: round(seconds),
    firstByteMs: round(firstByteMs, 0),
    bytes: file.byteLength,
    rows,
    rssBeforeMb: mb(before?.rss ?? 0),
    peakRssMb: mb(peakRss),
    riseMb: mb(peakRss - (before?.rss ?? 0)),
    /** VmHWM: the highest RSS since the server started (startup, earlier steps included). */
    processPeakRssMb: mb(readMemory(context.serverPid)?.peak ?? 0),
  };
  context.log(
    `  ${rows.toLocaleString('pt-BR')} linhas, ${mb(file.byteLength)} MB em ${result.seconds} s (1º byte ${result.firstByteMs} ms); RSS ${result.rssBeforeMb} → pico ${result.peakRssMb} MB (+${result.riseMb} MB)`,
  );
  return result;
};
