import { asc, inArray } from 'drizzle-orm';
import { can, USER_OWNER_ALL_ID, USER_OWNER_ALL_NAME, type TUserOwnerOption } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import type { AuthUser } from '../../lib/auth/auth-user.ts';

/**
 * The companies a user may act for (section 4, user owner): admin-type users get { id: -1, name: 'all' }
 * first and then, when they may list companies (COMPANY:LIST), every company by name; company users
 * their own companies, first owner first.
 */
export const findOwnerItems = async (db: Database, user: AuthUser): Promise<TUserOwnerOption[]> => {
  if (user.type === 'admin') {
    if (!can(user, 'COMPANY:LIST')) return [{ id: USER_OWNER_ALL_ID, name: USER_OWNER_ALL_NAME }];
    const rows = await db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .orderBy(asc(foldedSql(companies.name)), asc(companies.id));
    return [{ id: USER_OWNER_ALL_ID, name: USER_OWNER_ALL_NAME }, ...rows];
  }
  if (user.companyIds.length === 0) return [];
  const rows = await db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, user.companyIds));
  const order = new Map(user.companyIds.map((id, index) => [id, index]));
  return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
};
