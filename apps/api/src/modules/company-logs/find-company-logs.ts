import { count, eq, getTableColumns } from 'drizzle-orm';
import type { TCompanyLogListQuery, TListResult, TCompanyLog } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyLogs } from '../../db/schema/index.ts';
import { applyListPlan, planList, type ListPage } from '../../lib/list/list-plan.ts';
import { toListResult, totalOver } from '../../lib/list/list-result.ts';
import { COMPANY_LOG_LIST, logFilters } from './company-log-list.ts';
import { toCompanyLog } from './to-company-log.ts';

/** One page (or export batch) of one company's log entries (search, typeAction, sort and paging in SQL). */
export const findCompanyLogs = async (
  db: Database,
  companyId: number,
  query: TCompanyLogListQuery,
  page?: ListPage,
): Promise<TListResult<TCompanyLog>> => {
  const plan = planList(COMPANY_LOG_LIST, query, {
    filters: [eq(companyLogs.companyId, companyId), ...logFilters(query.typeAction)],
    ...(page ? { page } : {}),
  });
  const rows = await applyListPlan(
    db
      .select({ row: getTableColumns(companyLogs), total: totalOver() })
      .from(companyLogs)
      .$dynamic(),
    plan,
  );
  return toListResult(
    rows,
    plan,
    ({ row }) => toCompanyLog(row),
    async () => {
      const [result] = await db.select({ total: count() }).from(companyLogs).where(plan.where);
      return result?.total ?? 0;
    },
  );
};
