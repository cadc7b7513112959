import { count, eq } from 'drizzle-orm';
import type { TListResult, TUser, TUserListQuery } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, roles, users } from '../../db/schema/index.ts';
import { applyListPlan, planList, type ListPage } from '../../lib/list/list-plan.ts';
import { toListResult, totalOver } from '../../lib/list/list-result.ts';
import { ownCompanyCondition, type Actor } from '../access/record-scope.ts';
import { USER_LIST } from './user-list.ts';
import { toUser, toUserRecord, USER_RECORD_COLUMNS } from './user-record.ts';

/**
 * One page (or export batch) of users with their company and role, in ONE query: the filters
 * (type, isActive, companyId), and for non-administrators only the users of their companies.
 */
export const findUsers = async (db: Database, actor: Actor, query: TUserListQuery, page?: ListPage): Promise<TListResult<TUser>> => {
  const plan = planList(USER_LIST, query, {
    filters: [
      ownCompanyCondition(actor, users.companyId),
      query.type ? eq(users.type, query.type) : undefined,
      query.isActive === undefined ? undefined : eq(users.isActive, query.isActive),
      query.companyId ? eq(users.companyId, query.companyId) : undefined,
    ],
    ...(page ? { page } : {}),
  });
  const rows = await applyListPlan(
    db
      .select({ ...USER_RECORD_COLUMNS, total: totalOver() })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .leftJoin(roles, eq(roles.id, users.roleId))
      .$dynamic(),
    plan,
  );
  return toListResult(
    rows,
    plan,
    ({ total: _total, ...row }) => toUser(toUserRecord(row)),
    async () => {
      const [result] = await db
        .select({ total: count() })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .leftJoin(roles, eq(roles.id, users.roleId))
        .where(plan.where);
      return result?.total ?? 0;
    },
  );
};
