import { count, eq, isNull, or } from 'drizzle-orm';
import type { TListResult, TRole, TRoleListQuery } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, roles } from '../../db/schema/index.ts';
import { applyListPlan, planList, type ListPage } from '../../lib/list/list-plan.ts';
import { toListResult, totalOver } from '../../lib/list/list-result.ts';
import type { Actor } from '../access/record-scope.ts';
import { ROLE_RECORD_COLUMNS, toRole, toRoleRecord, visibleRoleCondition } from './role-record.ts';
import { ROLE_LIST } from './role-list.ts';

/**
 * One page (or export batch) of roles in ONE query: the filters (type and forCompanyId — the role
 * choices of a user form —, companyId) within what the actor sees (`isRoleVisible`).
 */
export const findRoles = async (db: Database, actor: Actor, query: TRoleListQuery, page?: ListPage): Promise<TListResult<TRole>> => {
  const plan = planList(ROLE_LIST, query, {
    filters: [
      visibleRoleCondition(actor),
      query.type ? eq(roles.type, query.type) : undefined,
      query.companyId ? eq(roles.companyId, query.companyId) : undefined,
      query.forCompanyId ? or(isNull(roles.companyId), eq(roles.companyId, query.forCompanyId)) : undefined,
    ],
    ...(page ? { page } : {}),
  });
  const rows = await applyListPlan(
    db
      .select({ ...ROLE_RECORD_COLUMNS, total: totalOver() })
      .from(roles)
      .leftJoin(companies, eq(companies.id, roles.companyId))
      .$dynamic(),
    plan,
  );
  return toListResult(
    rows,
    plan,
    ({ total: _total, ...row }) => toRole(toRoleRecord(row)),
    async () => {
      const [result] = await db.select({ total: count() }).from(roles).leftJoin(companies, eq(companies.id, roles.companyId)).where(plan.where);
      return result?.total ?? 0;
    },
  );
};
