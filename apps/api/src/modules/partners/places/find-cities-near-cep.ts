import { and, desc, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { companies } from '../../../db/schema/index.ts';
import { visibleSql } from '../partner-sql.ts';

/** CEPs sharing fewer leading digits are too far apart to stand for one another (the third digit is a sub-region). */
export const CEP_PREFIX_MIN = 3;
const CEP_PREFIX_MAX = 5;

/**
 * The cities of the visible partners whose own CEP shares the longest prefix with `cep` (at least 3 digits: CEPs
 * are numbered by region), the closest first, then the city with more partners there; a handful at most.
 */
export const findCitiesNearCep = async (db: Database, cep: string): Promise<{ city: string; uf: string }[]> => {
  const shared = sql<number>`case ${sql.join(
    Array.from({ length: CEP_PREFIX_MAX - CEP_PREFIX_MIN }, (_, i) => CEP_PREFIX_MAX - i).map(
      (digits) => sql`when ${companies.cep} like ${`${cep.slice(0, digits)}%`} then ${sql.raw(String(digits))}`,
    ),
    sql` `,
  )} else ${sql.raw(String(CEP_PREFIX_MIN))} end`;
  return db
    .select({ city: companies.city, uf: companies.uf })
    .from(companies)
    .where(and(visibleSql(), sql`${companies.cep} like ${`${cep.slice(0, CEP_PREFIX_MIN)}%`}`))
    .groupBy(companies.city, companies.uf)
    .orderBy(desc(sql`max(${shared})`), desc(sql`count(*)`))
    .limit(5);
};
