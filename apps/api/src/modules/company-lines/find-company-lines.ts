import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { TCompanyLine, TCompanyLineListQuery, TCompanyLineOption, TListResult } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, companyLines, lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { planList, type ListPage } from '../../lib/list/list-plan.ts';
import { toListResult, totalOver } from '../../lib/list/list-result.ts';
import { companyLineFilters, companyLineSelection, COMPANY_LINE_LIST, toCompanyLine } from './company-line-list.ts';

const joined = (db: Database, where: SQL | undefined) =>
  db
    .select({ ...companyLineSelection(), total: totalOver() })
    .from(companyLines)
    .innerJoin(lines, eq(lines.id, companyLines.lineId))
    .innerJoin(companies, eq(companies.id, companyLines.companyId))
    .where(where);

/** One page (or export batch) of company lines within the scope (search, filters, sort, paging in SQL). */
export const findCompanyLines = async (
  db: Database,
  query: TCompanyLineListQuery,
  page: ListPage | undefined,
  scope: readonly number[] | undefined,
): Promise<TListResult<TCompanyLine>> => {
  const plan = planList(COMPANY_LINE_LIST, query, { filters: companyLineFilters(query, scope), ...(page ? { page } : {}) });
  const rows = await joined(db, plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return toListResult(rows, plan, toCompanyLine, async () => {
    const [result] = await db
      .select({ total: count() })
      .from(companyLines)
      .innerJoin(lines, eq(lines.id, companyLines.lineId))
      .innerJoin(companies, eq(companies.id, companyLines.companyId))
      .where(plan.where);
    return result?.total ?? 0;
  });
};

/** The company line, or null (also when outside the scope). */
export const findCompanyLine = async (db: Database, id: number, scope: readonly number[] | undefined): Promise<TCompanyLine | null> => {
  const [row] = await joined(db, eq(companyLines.id, id)).limit(1);
  if (!row || (scope && !scope.includes(row.companyId))) return null;
  return toCompanyLine(row);
};

/** The distinct lines of the companies in the scope (optionally one company), by name. */
export const findLinesOfCompanies = async (
  db: Database,
  scope: readonly number[] | undefined,
  companyId: number | undefined,
): Promise<TCompanyLineOption[]> => {
  const rows = await db
    .selectDistinct({ id: lines.id, name: lines.name, icon: lines.icon, sortName: foldedSql(lines.name) })
    .from(companyLines)
    .innerJoin(lines, eq(lines.id, companyLines.lineId))
    .where(and(...companyLineFilters({ companyId }, scope)))
    .orderBy(asc(foldedSql(lines.name)), asc(lines.id));
  return rows.map(({ id, name, icon }) => ({ id, name, icon }));
};
