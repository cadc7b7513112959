import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { DatabaseHandle } from '../../apps/api/src/db/client.ts';
import { generateCompanies, type BenchCompany } from './companies.ts';

/** Companies per multi-row INSERT (one statement for them, one for their lines). */
const BATCH_SIZE = 2000;

const literal = (value: string | number | boolean | Date | null): string => {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return `'${value.toISOString()}'`;
  return `'${value.replaceAll("'", "''")}'`;
};

/** Runs SQL text (several statements, no parameters) on PGlite or PostgreSQL. */
export const execSql = async (handle: DatabaseHandle, text: string): Promise<void> => {
  if (handle.kind === 'pglite') await (handle.client as PGlite).exec(text);
  else await (handle.client as pg.Pool).query(text);
};

export const querySql = async <T>(handle: DatabaseHandle, text: string): Promise<T[]> =>
  handle.kind === 'pglite' ? (await (handle.client as PGlite).query<T>(text)).rows : ((await (handle.client as pg.Pool).query(text)).rows as T[]);

const COMPANY_COLUMNS =
  'id, name, cnpj, razao_social, phone, whatsapp, email, is_active, cep, latitude, longitude, logradouro, numero, complement, neibor, city, uf, admin_name, admin_email, is_assistence, status, dt_register, dt_update';

const companyValues = (c: BenchCompany) =>
  `(${[
    c.id,
    c.name,
    c.cnpj,
    c.razaoSocial,
    c.phone,
    c.whatsapp,
    c.email,
    c.isActive,
    c.cep,
    c.latitude,
    c.longitude,
    c.logradouro,
    c.numero,
    c.complement,
    c.neibor,
    c.city,
    c.uf,
    c.adminName,
    c.adminEmail,
    c.isAssistence,
    c.status,
    c.dtRegister,
    c.dtRegister,
  ]
    .map(literal)
    .join(', ')})`;

const insertBatch = (batch: readonly BenchCompany[]) => {
  const links = batch.flatMap((c) => c.lineIds.map((lineId) => `(${c.id}, ${lineId}, ${literal(c.dtRegister)}, ${literal(c.dtRegister)})`));
  return (
    `insert into companies (${COMPANY_COLUMNS}) values ${batch.map(companyValues).join(',\n')};\n` +
    `insert into company_lines (company_id, line_id, dt_register, dt_update) values ${links.join(',\n')};`
  );
};

export type GenerateSummary = { companies: number; companyLines: number; seconds: number };

/**
 * Loads `count` generated companies (and their company_lines) into an EMPTY companies table of a
 * migrated, seeded database (the product lines must exist), then moves the id sequence past them and
 * runs VACUUM ANALYZE. Multi-row INSERTs of BATCH_SIZE companies.
 */
export const insertCompanies = async (
  handle: DatabaseHandle,
  count: number,
  onProgress: (done: number) => void = () => undefined,
): Promise<GenerateSummary> => {
  const started = performance.now();
  const [existing] = await querySql<{ n: number }>(handle, 'select count(*)::int as n from companies');
  if ((existing?.n ?? 0) > 0) throw new Error('A tabela companies não está vazia: o gerador precisa de um banco novo.');
  const lineIds = (await querySql<{ id: number }>(handle, 'select id from lines order by id')).map((r) => Number(r.id));
  if (lineIds.length === 0) throw new Error('Nenhuma linha de produtos: rode as migrações e o seed antes do gerador.');

  let batch: BenchCompany[] = [];
  let done = 0;
  let links = 0;
  for (const company of generateCompanies(count, lineIds)) {
    batch.push(company);
    links += company.lineIds.length;
    if (batch.length === BATCH_SIZE) {
      await execSql(handle, insertBatch(batch));
      done += batch.length;
      batch = [];
      onProgress(done);
    }
  }
  if (batch.length > 0) {
    await execSql(handle, insertBatch(batch));
    done += batch.length;
    onProgress(done);
  }
  await execSql(handle, `select setval(pg_get_serial_sequence('companies', 'id'), (select max(id) from companies))`);
  // What autovacuum does on PostgreSQL after a bulk load (statistics, visibility map for index-only
  // scans); PGlite has no autovacuum. One statement per call: VACUUM cannot run in a transaction block.
  for (const table of ['companies', 'company_lines', 'lines']) await execSql(handle, `vacuum analyze ${table}`);
  return { companies: done, companyLines: links, seconds: (performance.now() - started) / 1000 };
};
