import { COMPANY_IMPORT_COLUMNS, formatCnpj, type TCompanyImport, type TCompanyImportPreview } from '@rede/domain';
import { BENCH_CITIES } from '../generate/cities.ts';
import { generateCompanies } from '../generate/companies.ts';
import { readMemory, sampleRss } from '../lib/server.ts';
import { mb, round } from '../lib/stats.ts';

const IMPORT = '/api/companys/import';
/** Another seed than the database's companies: new CNPJs (a clash would only turn a row into an update). */
const IMPORT_SEED = 19_2026;
export const IMPORT_ROWS = 10_000;

export type ImportContext = { baseUrl: string; token: string; serverPid: number; lines: { id: number; name: string }[]; log: (line: string) => void };

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * The file: `rows` generated partner companies in the template's columns (';'-separated CSV, UTF-8), every
 * one with coordinates (the city's centre when the generator left them out): rows without coordinates are
 * resolved from the CEP at Nominatim's pace (1 a second), which is not what this step measures.
 */
export const importFile = (rows: number, lines: readonly { id: number; name: string }[]): string => {
  const nameOf = new Map(lines.map((line) => [line.id, line.name]));
  const centre = new Map(BENCH_CITIES.map((city) => [`${city.uf}:${city.city}`, city]));
  const out = [COMPANY_IMPORT_COLUMNS.map((c) => c.label).join(';')];
  for (const company of generateCompanies(
    rows,
    lines.map((line) => line.id),
    IMPORT_SEED,
  )) {
    const city = centre.get(`${company.uf}:${company.city}`)!;
    const values: Record<string, string> = {
      name: company.name,
      cnpj: formatCnpj(company.cnpj),
      razaoSocial: company.razaoSocial,
      uf: company.uf,
      city: company.city,
      email: company.email,
      phone: company.phone,
      whatsapp: company.whatsapp,
      lines: company.lineIds.map((id) => nameOf.get(id)!).join(', '),
      isActive: company.isActive ? 'Ativo' : 'Inativo',
      isAssistence: company.isAssistence ? 'Sim' : 'Não',
      cep: company.cep,
      logradouro: company.logradouro,
      numero: company.numero,
      complement: company.complement ?? '',
      neibor: company.neibor,
      latitude: String(company.latitude ?? city.latitude),
      longitude: String(company.longitude ?? city.longitude),
    };
    out.push(COMPANY_IMPORT_COLUMNS.map((c) => csvCell(values[c.key] ?? '')).join(';'));
  }
  return `${out.join('\r\n')}\r\n`;
};

const upload = async (context: ImportContext, file: string): Promise<TCompanyImportPreview> => {
  const form = new FormData();
  form.append('file', new Blob([file], { type: 'text/csv' }), 'empresas.csv');
  const response = await fetch(`${context.baseUrl}${IMPORT}`, { method: 'POST', headers: { authorization: `Bearer ${context.token}` }, body: form });
  if (response.status !== 201) throw new Error(`${IMPORT} respondeu ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return (await response.json()) as TCompanyImportPreview;
};

const status = async (context: ImportContext, id: number): Promise<TCompanyImport> => {
  const response = await fetch(`${context.baseUrl}${IMPORT}/${id}`, { headers: { authorization: `Bearer ${context.token}` } });
  if (!response.ok) throw new Error(`${IMPORT}/${id} respondeu ${response.status}`);
  return (await response.json()) as TCompanyImport;
};

/** Confirms and polls the job (every 250 ms, as a browser would, a little faster) until it is finished. */
const commitAndWait = async (context: ImportContext, id: number, timeoutMs = 600_000): Promise<TCompanyImport> => {
  const response = await fetch(`${context.baseUrl}${IMPORT}/${id}/commit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${context.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ import: { companyStatus: 'approved' } }),
  });
  if (response.status !== 202) throw new Error(`commit respondeu ${response.status}: ${await response.text()}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await status(context, id);
    if (job.state === 'finished') return job;
    if (Date.now() > deadline) throw new Error(`importação ${id} não terminou em ${timeoutMs / 1000} s (${job.progress.percent}%)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * Step 7: a CSV of 10 000 companies through the import as the wizard does it — upload and dry run
 * (POST /api/companys/import), commit, then the background run polled to its end — timed end to end, with
 * the server's RSS before and at its highest (sampled every 50 ms); then the same file again (every row a
 * 'skip', nothing written).
 */
export const benchImport = async (context: ImportContext) => {
  const file = importFile(IMPORT_ROWS, context.lines);
  const before = readMemory(context.serverPid);
  const sampler = sampleRss(context.serverPid);
  const started = performance.now();
  const preview = await upload(context, file);
  const dryRunSeconds = (performance.now() - started) / 1000;
  const done = await commitAndWait(context, preview.id);
  const seconds = (performance.now() - started) / 1000;
  const peakRss = sampler.stop();

  const againStarted = performance.now();
  const again = await upload(context, file);
  const againDryRun = (performance.now() - againStarted) / 1000;
  const againDone = await commitAndWait(context, again.id);
  const againSeconds = (performance.now() - againStarted) / 1000;

  const result = {
    rows: IMPORT_ROWS,
    bytes: Buffer.byteLength(file),
    planned: preview.planned,
    dryRunSeconds: round(dryRunSeconds),
    seconds: round(seconds),
    result: done.result,
    rssBeforeMb: mb(before?.rss ?? 0),
    peakRssMb: mb(peakRss),
    riseMb: mb(peakRss - (before?.rss ?? 0)),
    rerun: { planned: again.planned, dryRunSeconds: round(againDryRun), seconds: round(againSeconds), result: againDone.result },
  };
  context.log(
    `  ${IMPORT_ROWS.toLocaleString('pt-BR')} linhas (${mb(result.bytes)} MB): simulação ${result.dryRunSeconds} s, total ${result.seconds} s (meta < 60 s); ` +
      `${done.result.created} cadastradas, ${done.result.updated} atualizadas, ${done.result.failed} com erro; RSS ${result.rssBeforeMb} → pico ${result.peakRssMb} MB (+${result.riseMb} MB)`,
  );
  context.log(
    `  mesmo arquivo de novo: ${again.planned.skip} sem alteração, ${againDone.result.created + againDone.result.updated} gravadas, em ${result.rerun.seconds} s`,
  );
  return result;
};
