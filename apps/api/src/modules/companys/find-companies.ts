import type { TCompany, TIdName, TListResult } from '@rede/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, companyLines, lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { EXPORT_BATCH_SIZE } from '../../lib/list/list-or-export.ts';
import { planList, type ListPage, type ListQuery } from '../../lib/list/list-plan.ts';
import { companyFilters, COMPANY_LIST, type CompanyFilters } from './company-list.ts';
import { companyColumns, companyIdIn } from '../company-record/company-record.ts';
import { toReviewedCompanies, type CompanyView } from './company-pending-change.ts';
import type { TCompanySortableColumn } from '@rede/domain';

export type FindCompaniesQuery = ListQuery<TCompanySortableColumn> & CompanyFilters;

const planOf = (query: FindCompaniesQuery, page?: ListPage, companyIds?: readonly number[]) =>
  planList(COMPANY_LIST, query, { filters: companyFilters(query, companyIds), ...(page ? { page } : {}) });

/** The lines of these companies, `{ id, name }` in the order of companyLinesJson (folded name, id), by company. */
const linesByCompany = async (db: Database, ids: readonly number[]): Promise<Map<number, TIdName[]>> => {
  const rows = await db
    .select({ companyId: companyLines.companyId, id: lines.id, name: lines.name })
    .from(companyLines)
    .innerJoin(lines, eq(lines.id, companyLines.lineId))
    .where(sql`${companyLines.companyId} = any(${sql.param([...ids])}::integer[])`)
    .orderBy(foldedSql(lines.name), lines.id);
  const byCompany = new Map<number, TIdName[]>();
  for (const { companyId, id, name } of rows) {
    const list = byCompany.get(companyId);
    if (list) list.push({ id, name });
    else byCompany.set(companyId, [{ id, name }]);
  }
  return byCompany;
};

/**
 * The companies of `ids` with their lines and what waits for a decision, in the order of `ids`, as `view`
 * sees them (toReviewedCompanies): four queries, whatever the number of rows.
 */
const recordsInOrder = async (db: Database, ids: readonly number[], view: CompanyView): Promise<TCompany[]> => {
  if (ids.length === 0) return [];
  const [rows, companyLinesOf] = await Promise.all([db.select(companyColumns()).from(companies).where(companyIdIn(ids)), linesByCompany(db, ids)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const records = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...row, lines: companyLinesOf.get(id) ?? [] }] : [];
  });
  return toReviewedCompanies(db, records, view);
};

/** `companyIds` limits a list to a company user's own companies: they see what they proposed. */
const viewOf = (companyIds: readonly number[] | undefined): CompanyView => (companyIds === undefined ? 'admin' : 'owner');

/**
 * One page (or export batch) of companies with their lines: search, filters, sort and paging in SQL.
 * The page's ids first (an index walk or a top-N sort), then those rows with their lines (built for the
 * page only, not for the skipped rows). `companyIds` limits it to those companies.
 */
export const findCompanies = async (
  db: Database,
  query: FindCompaniesQuery,
  page?: ListPage,
  companyIds?: readonly number[],
): Promise<TListResult<TCompany>> => {
  const plan = planOf(query, page, companyIds);
  // The page's ids: an index walk (sorts by name, city), a top-N sort, or the trigram index (search term)
  // that stops at the page; the total, a separate count (an index-only scan, or the trigram bitmap) run
  // alongside (PostgreSQL runs both at once): `count(*) over()` would make every search read every match.
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: companies.id })
      .from(companies)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(companies).where(plan.where),
  ]);
  const ids = rows.map((r) => r.id);
  const total = counted?.total ?? plan.offset + ids.length;
  return { data: await recordsInOrder(db, ids, viewOf(companyIds)), total };
};

/**
 * Every matching company, `batchSize` at a time, in the list's order: the ordered ids are read once
 * (one sort), then each batch is read by id (no OFFSET: an export costs one pass, not one sort per
 * batch, and no count per batch). `companyIds` limits it to those companies.
 */
export async function* companyBatches(
  db: Database,
  query: FindCompaniesQuery,
  companyIds?: readonly number[],
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<TCompany[]> {
  const plan = planOf(query, undefined, companyIds);
  const ids = (
    await db
      .select({ id: companies.id })
      .from(companies)
      .where(plan.where)
      .orderBy(...plan.orderBy)
  ).map((r) => r.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = await recordsInOrder(db, ids.slice(start, start + batchSize), viewOf(companyIds));
    if (batch.length > 0) yield batch;
  }
}

/**
 * The ids of the companies matching the list's search and filters, in the list's order, at most `max`:
 * `{ ids, total }` with `total` the number of matches (counted only when there are more than `max`).
 */
export const companyIdsMatching = async (db: Database, query: FindCompaniesQuery, max: number): Promise<{ ids: number[]; total: number }> => {
  const plan = planOf(query);
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(max + 1);
  if (rows.length <= max) return { ids: rows.map((r) => r.id), total: rows.length };
  const [counted] = await db.select({ total: count() }).from(companies).where(plan.where);
  return { ids: rows.slice(0, max).map((r) => r.id), total: counted?.total ?? rows.length };
};
