import { and, eq, not, sql, type SQL } from 'drizzle-orm';
import type { TCompanyCounts } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The dashboard counts in one query. pendings: status pending; actives: approved and active;
 * inactives: the rest (disapproved, or approved but inactive); approved / disapproved: by status.
 */
export const countCompanies = async (db: Database): Promise<TCompanyCounts> => {
  const isPending = eq(companies.status, 'pending');
  const isLive = and(eq(companies.status, 'approved'), eq(companies.isActive, true));
  const [row] = await db
    .select({
      pendings: countWhere(isPending),
      actives: countWhere(isLive),
      inactives: countWhere(and(not(isPending), not(isLive!))),
      approved: countWhere(eq(companies.status, 'approved')),
      disapproved: countWhere(eq(companies.status, 'disapproved')),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(companies);
  return row!;
};
