import type { TListResult, TCompany } from '@rede/domain';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { applyListPlan, planList, type ListPage, type ListQuery } from '../../lib/list/list-plan.ts';
import { toListResult, totalOver } from '../../lib/list/list-result.ts';
import { companyFilters, COMPANY_LIST, type CompanyFilters } from './company-list.ts';
import { companyRecordSelection, parseLines } from './company-record.ts';
import { toCompany } from './to-company.ts';
import type { TCompanySortableColumn } from '@rede/domain';

export type FindCompaniesQuery = ListQuery<TCompanySortableColumn> & CompanyFilters;

/**
 * One page (or export batch) of companies with their lines, in ONE query (`count(*) over()`):
 * search, filters, sort and paging in SQL. `companyIds` limits it to those companies.
 */
export const findCompanies = async (
  db: Database,
  query: FindCompaniesQuery,
  page?: ListPage,
  companyIds?: readonly number[],
): Promise<TListResult<TCompany>> => {
  const plan = planList(COMPANY_LIST, query, { filters: companyFilters(query, companyIds), ...(page ? { page } : {}) });
  const rows = await applyListPlan(
    db
      .select({ ...companyRecordSelection(), total: totalOver() })
      .from(companies)
      .$dynamic(),
    plan,
  );
  return toListResult(
    rows,
    plan,
    ({ total: _total, ...row }) => toCompany({ ...row, lines: parseLines(row.lines) }),
    async () => {
      const [result] = await db.select({ total: count() }).from(companies).where(plan.where);
      return result?.total ?? 0;
    },
  );
};
