import { eq, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { TIdName } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';

export type CompanyRow = Omit<typeof companies.$inferSelect, 'searchText'>;
/** A companies row plus its lines as { id, name } (by name). */
export type CompanyRecord = CompanyRow & { lines: TIdName[] };

/** The company's lines as a JSON array `[{ id, name }]`, ordered by name (correlated to `companies`). */
export const companyLinesJson = (): SQL<TIdName[]> =>
  sql<
    TIdName[]
  >`coalesce((select json_agg(json_build_object('id', cl_line.id, 'name', cl_line.name) order by ${foldedSql(sql.raw('cl_line.name'))}, cl_line.id) from company_lines cl_link inner join lines cl_line on cl_line.id = cl_link.line_id where cl_link.company_id = "companies"."id"), '[]'::json)`;

/** The columns of a company record: all but search_text (derived, for the list's search only). */
export const companyColumns = () => {
  const { searchText: _searchText, ...columns } = getTableColumns(companies);
  return columns;
};

/** `companies.id = any($1)`: the ids as ONE array parameter (a batch of 1000 ids is not 1000 parameters). */
export const companyIdIn = (ids: readonly number[]): SQL => sql`${companies.id} = any(${sql.param([...ids])}::integer[])`;

/** The company's columns plus `lines`: select it `from(companies)`. */
export const companyRecordSelection = () => ({ ...companyColumns(), lines: companyLinesJson() });

/** Lines as the driver returns them (json parsed by pg and PGlite; a string just in case). */
export const parseLines = (value: unknown): TIdName[] => {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.map((l: { id: unknown; name: unknown }) => ({ id: Number(l.id), name: String(l.name) })) : [];
};

/** The company with its lines, or null. Pass a transaction to read its own writes. */
export const findCompanyRecord = async (db: Database, id: number): Promise<CompanyRecord | null> => {
  const [row] = await db.select(companyRecordSelection()).from(companies).where(eq(companies.id, id));
  return row ? { ...row, lines: parseLines(row.lines) } : null;
};

/** Locks the company row until the transaction ends (`select … for update`); false when it does not exist. */
export const lockCompany = async (tx: Database, id: number): Promise<boolean> => {
  const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).for('update');
  return Boolean(row);
};
