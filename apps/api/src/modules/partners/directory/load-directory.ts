import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies, lines } from '../../../db/schema/index.ts';
import { foldedSql } from '../../../lib/list/fold-text.ts';
import { companyIdIn } from '../../companys/company-record.ts';
import { visibleSql } from '../partner-sql.ts';

/** A visible partner as the read model loads it (the public columns and its line ids). */
export type DirectoryRow = {
  id: number;
  name: string;
  logradouro: string;
  numero: string;
  neibor: string;
  city: string;
  uf: string;
  cep: string;
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  photo: string | null;
  logo: string | null;
  latitude: number | null;
  longitude: number | null;
  isAssistence: boolean;
  lineIds: number[];
};

export type DirectoryLine = { id: number; name: string };

const rowSelection = () => ({
  id: companies.id,
  name: companies.name,
  logradouro: companies.logradouro,
  numero: companies.numero,
  neibor: companies.neibor,
  city: companies.city,
  uf: companies.uf,
  cep: companies.cep,
  phone: companies.phone,
  whatsapp: companies.whatsapp,
  email: companies.email,
  photo: companies.photo,
  logo: companies.logo,
  latitude: companies.latitude,
  longitude: companies.longitude,
  isAssistence: companies.isAssistence,
  // qualified by hand: drizzle writes a column of the selected table without its table name, which the subquery would resolve to cl.id
  lineIds: sql<number[] | string>`coalesce((select array_agg(cl.line_id) from company_lines cl where cl.company_id = "companies"."id"), '{}')`,
});

/** int4[] as the drivers return it (parsed by pg and PGlite; the text form just in case). */
const parseIdArray = (value: number[] | string): number[] =>
  Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

/**
 * The visible partners (approved and active), in the database's order of names (folded name, id: the
 * order the public list uses after the assistance flag), with their line ids; `ids`: only these.
 */
export const loadDirectoryRows = async (db: Database, ids?: readonly number[]): Promise<DirectoryRow[]> => {
  const rows = await db
    .select(rowSelection())
    .from(companies)
    .where(ids ? sql`${visibleSql()} and ${companyIdIn(ids)}` : visibleSql())
    .orderBy(asc(foldedSql(companies.name)), asc(companies.id));
  return rows.map((row) => ({ ...row, lineIds: parseIdArray(row.lineIds) }));
};

/** Every product line in the order a partner's lines are listed (folded name, then id). */
export const loadDirectoryLines = (db: Database): Promise<DirectoryLine[]> =>
  db.select({ id: lines.id, name: lines.name }).from(lines).orderBy(asc(foldedSql(lines.name)), asc(lines.id));

/** The ids of the visible partners in the database's order of names (the collation decides): for databases whose order is not code-point order. */
export const loadNameOrder = async (db: Database): Promise<number[]> =>
  (await db.select({ id: companies.id }).from(companies).where(visibleSql()).orderBy(asc(foldedSql(companies.name)), asc(companies.id))).map((r) => r.id);

/**
 * True when the database compares text by code point (collation C, POSIX or C.UTF-8 with the libc
 * provider: PGlite, and PostgreSQL created that way), so names can be ordered in memory exactly as in SQL.
 */
export const hasCodePointCollation = async (db: Database): Promise<boolean> => {
  try {
    const result = await db.execute(sql`select datcollate as collate, datlocprovider as provider from pg_database where datname = current_database()`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { collate: string; provider: string }[];
    const row = rows[0];
    return Boolean(row && row.provider === 'c' && /^(C|POSIX|C\.UTF-?8)$/i.test(row.collate));
  } catch {
    return false;
  }
};

/**
 * Reads everything the read model needs at once, in one read-only REPEATABLE READ transaction (one
 * snapshot: rows, lines and order agree with each other).
 */
export const loadDirectorySnapshot = (db: Database) =>
  db.transaction(
    async (tx) => {
      const codePointOrder = await hasCodePointCollation(tx);
      const lineList = await loadDirectoryLines(tx);
      const rows = await loadDirectoryRows(tx);
      return { codePointOrder, lines: lineList, rows };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
