import { count, getTableColumns, sql } from 'drizzle-orm';
import type { TCompanyLogListQuery, TListResult, TCompanyWithLogs } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyLogs } from '../../db/schema/index.ts';
import { applyListPlan, planList, type ListPage } from '../../lib/list/list-plan.ts';
import { toListResult, totalOver } from '../../lib/list/list-result.ts';
import { COMPANIES_WITH_LOGS_LIST, logFilters } from './company-log-list.ts';
import { toCompanyLog } from './to-company-log.ts';

/** The entry is its company's latest (by time, then id). */
const isLatestEntry = sql`"company_logs"."id" in (select distinct on (latest.company_id) latest.id from company_logs latest order by latest.company_id, latest.created_at desc, latest.id desc)`;

/**
 * One page of the companies that have log entries, deleted ones included, each as its latest entry
 * plus its number of entries and whether it still exists. Search, sort and typeAction (of the latest
 * entry) apply to that entry. `companyIds` limits it to those companies (a company user's own).
 */
export const findCompaniesWithLogs = async (
  db: Database,
  query: TCompanyLogListQuery,
  page?: ListPage,
  companyIds?: readonly number[],
): Promise<TListResult<TCompanyWithLogs>> => {
  const plan = planList(COMPANIES_WITH_LOGS_LIST, query, {
    filters: [isLatestEntry, ...logFilters(query.typeAction, companyIds)],
    ...(page ? { page } : {}),
  });
  const rows = await applyListPlan(
    db
      .select({
        row: getTableColumns(companyLogs),
        logsCount: sql<number>`(select count(*) from company_logs counted where counted.company_id = "company_logs"."company_id")`.mapWith(Number),
        companyExists: sql<boolean>`exists (select 1 from companies existing where existing.id = "company_logs"."company_id")`,
        total: totalOver(),
      })
      .from(companyLogs)
      .$dynamic(),
    plan,
  );
  return toListResult(
    rows,
    plan,
    ({ row, logsCount, companyExists }) => ({ ...toCompanyLog(row), logsCount, companyExists: Boolean(companyExists) }),
    async () => {
      const [result] = await db.select({ total: count() }).from(companyLogs).where(plan.where);
      return result?.total ?? 0;
    },
  );
};
