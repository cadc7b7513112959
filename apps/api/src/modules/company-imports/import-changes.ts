import { asc } from 'drizzle-orm';
import { COMPANY_IMPORT_COLUMNS, type CompanyImportColumnKey } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, lines } from '../../db/schema/index.ts';
import { foldText } from '../../lib/list/fold-text.ts';
import { companyRecordSelection, parseLines, type CompanyRecord } from '../company-record/company-record.ts';
import type { ImportInput, LinesByName } from './import-row.ts';
import { sql } from 'drizzle-orm';

const LABEL = new Map(COMPANY_IMPORT_COLUMNS.map((c) => [c.key, c.label]));

/** Every product line by folded name (the file names lines; 'moto' is 'Moto'). */
export const loadLinesByName = async (db: Database): Promise<LinesByName> => {
  const rows = await db.select({ id: lines.id, name: lines.name }).from(lines).orderBy(asc(lines.id));
  const byName = new Map<string, { id: number; name: string }>();
  for (const row of rows) if (!byName.has(foldText(row.name))) byName.set(foldText(row.name), row);
  return byName;
};

/** The companies holding these CNPJs (normalised), with their lines, by CNPJ. Pass a transaction to read its own writes. */
export const findCompaniesByCnpj = async (db: Database, cnpjs: readonly string[]): Promise<Map<string, CompanyRecord>> => {
  if (cnpjs.length === 0) return new Map();
  const rows = await db
    .select(companyRecordSelection())
    .from(companies)
    .where(sql`${companies.cnpj} = any(${sql.param([...new Set(cnpjs)])}::text[])`);
  return new Map(rows.map((row) => [row.cnpj!, { ...row, lines: parseLines(row.lines) }]));
};

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((id, i) => id === [...b].sort((x, y) => x - y)[i]);

/**
 * Whether the company's position is (re)resolved from the CEP: the file gives no coordinates, and the
 * company is new, or its CEP changes. An existing company keeps its position otherwise (with or without one).
 */
export const needsPositionFromCep = (input: ImportInput, existing: CompanyRecord | null): boolean =>
  input.position === null && (!existing || existing.cep !== input.cep);

/**
 * The headers of the columns whose values differ from the company's: what an update changes (none: the row
 * is skipped). Columns the file does not have change nothing; coordinates left blank change only with the CEP.
 */
export const importChanges = (input: ImportInput, existing: CompanyRecord): string[] => {
  const changed = new Set<CompanyImportColumnKey>();
  const compare = <K extends keyof ImportInput & keyof CompanyRecord & CompanyImportColumnKey>(key: K) => {
    const value: unknown = input[key];
    if (value !== undefined && value !== existing[key]) changed.add(key);
  };
  compare('name');
  compare('razaoSocial');
  compare('email');
  compare('phone');
  compare('whatsapp');
  compare('isActive');
  compare('isAssistence');
  compare('cep');
  compare('logradouro');
  compare('numero');
  compare('complement');
  compare('neibor');
  compare('city');
  compare('uf');
  if (
    !sameIds(
      input.lineIds,
      existing.lines.map((line) => line.id),
    )
  )
    changed.add('lines');
  if (input.position) {
    if (input.position.latitude !== existing.latitude) changed.add('latitude');
    if (input.position.longitude !== existing.longitude) changed.add('longitude');
  }
  return COMPANY_IMPORT_COLUMNS.filter((c) => changed.has(c.key)).map((c) => LABEL.get(c.key)!);
};
