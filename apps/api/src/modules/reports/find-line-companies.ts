import { count } from 'drizzle-orm';
import type { TLineCompanies, TLineCompaniesQuery, TListResult } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { lines } from '../../db/schema/index.ts';
import { planList, type ListPage } from '../../lib/list/list-plan.ts';
import { toListResult, totalOver } from '../../lib/list/list-result.ts';
import { activeCountSql, companiesCountSql, LINE_COMPANIES_LIST } from './line-companies-list.ts';

/** One page (or export batch) of product lines, each with how many companies offer it (one query). */
export const findLineCompanies = async (db: Database, query: TLineCompaniesQuery, page?: ListPage): Promise<TListResult<TLineCompanies>> => {
  const plan = planList(LINE_COMPANIES_LIST, query, page ? { page } : {});
  const rows = await db
    .select({ id: lines.id, name: lines.name, icon: lines.icon, companiesCount: companiesCountSql, activeCount: activeCountSql, total: totalOver() })
    .from(lines)
    .where(plan.where)
    .orderBy(...plan.orderBy)
    .limit(plan.limit)
    .offset(plan.offset);
  return toListResult(
    rows,
    plan,
    ({ id, name, icon, companiesCount, activeCount }) => ({ id, name, icon, companiesCount, activeCount }),
    async () => {
      const [result] = await db.select({ total: count() }).from(lines).where(plan.where);
      return result?.total ?? 0;
    },
  );
};
