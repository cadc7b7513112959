import { and, eq, not, or, sql, type SQL } from 'drizzle-orm';
import type { TCompanyCounts } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { hasPendingChangeSql } from './company-pending-change.ts';

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * The dashboard counts in one query, by the status the list's filter shows. pendings: status pending, or
 * approved with a proposed change; approved: approved without one; disapproved: by status. actives: approved
 * and active (in the directory, a proposed change or not); inactives: neither pending nor active.
 */
export const countCompanies = async (db: Database): Promise<TCompanyCounts> => {
  const isPending = or(eq(companies.status, 'pending'), hasPendingChangeSql())!;
  const isLive = and(eq(companies.status, 'approved'), eq(companies.isActive, true));
  const [row] = await db
    .select({
      pendings: countWhere(isPending),
      actives: countWhere(isLive),
      inactives: countWhere(and(not(isPending), not(isLive!))),
      approved: countWhere(and(eq(companies.status, 'approved'), not(hasPendingChangeSql()))),
      disapproved: countWhere(eq(companies.status, 'disapproved')),
      total: sql<number>`count(*)`.mapWith(Number),
    })
    .from(companies);
  return row!;
};
