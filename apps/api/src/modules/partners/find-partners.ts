import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import type { TPublicPartnerList, TPublicPartnerListQuery } from './partner-schemas.ts';
import { distanceKmSql, partnerWhere, visibleSql } from './partner-sql.ts';
import { partnerSelection, toPartner, toPartnerDetails, totalOverSql, type PartnerRow } from './to-partner.ts';

/** Assistance first, then distance (with lat/lng; no coordinates last) or name, then id. */
const partnerOrder = (query: Pick<TPublicPartnerListQuery, 'lat' | 'lng'>, assistanceFirst = true): SQL[] => {
  const order: SQL[] = assistanceFirst ? [desc(companies.isAssistence)] : [];
  if (query.lat !== undefined && query.lng !== undefined) order.push(sql`${distanceKmSql(query.lat, query.lng)} asc nulls last`);
  order.push(asc(foldedSql(companies.name)), asc(companies.id));
  return order;
};

const selection = (query: Pick<TPublicPartnerListQuery, 'lat' | 'lng'>) => ({
  ...partnerSelection(),
  ...(query.lat !== undefined && query.lng !== undefined ? { distanceKm: distanceKmSql(query.lat, query.lng) } : {}),
});

/**
 * GET /companys/listfiltred/open: the visible partners matching the filters, one page, in ONE query
 * (`count(*) over()`). With fallbackNearest and lat/lng, when nothing matches: `nearest` = the nearest
 * visible partners ignoring uf and city (same line / isAssistence filters), by distance only.
 */
export const findPartners = async (db: Database, query: TPublicPartnerListQuery): Promise<TPublicPartnerList> => {
  const rows = await db
    .select({ ...selection(query), total: totalOverSql() })
    .from(companies)
    .where(partnerWhere(query))
    .orderBy(...partnerOrder(query))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && query.pageIndex > 0) {
    const [count] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(companies).where(partnerWhere(query));
    total = count?.n ?? 0;
  }
  const result: TPublicPartnerList = { data: rows.map((row) => toPartner(row as PartnerRow)), total };
  if (total === 0 && query.fallbackNearest && query.lat !== undefined && query.lng !== undefined) {
    const nearest = await db
      .select(selection(query))
      .from(companies)
      .where(sql`${partnerWhere(query, { ignorePlace: true })} and ${companies.latitude} is not null`)
      .orderBy(...partnerOrder(query, false))
      .limit(query.pageSize);
    result.nearest = nearest.map((row) => toPartner(row as PartnerRow));
  }
  return result;
};

/** GET /companys/company/partnerDetails/:id: the visible partner, or null (→ 404). */
export const findPartnerDetails = async (db: Database, id: number) => {
  const [row] = await db.select(partnerSelection()).from(companies).where(sql`${eq(companies.id, id)} and ${visibleSql()}`);
  return row ? toPartnerDetails(row as PartnerRow) : null;
};
