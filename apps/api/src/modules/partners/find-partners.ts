import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import type { TPublicPartnerList, TPublicPartnerListQuery } from './partner-schemas.ts';
import { cacheKey, type PublicCache } from './public-cache.ts';
import { distanceKmSql, partnerWhere, visibleSql } from './partner-sql.ts';
import { partnerSelection, toPartner, toPartnerDetails, type PartnerRow } from './to-partner.ts';

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

/** Radii (km) of the boxes around the visitor tried, in turn, before sorting every match by distance. */
const NEAR_RADII_KM = [3, 12, 50, 200, 800];
/** Fewest km in a degree of latitude (and of longitude at the equator): the box always holds the circle. */
const KM_PER_DEGREE = 110.5;

/** minLng, minLat, maxLng, maxLat of a box that contains every point within `km` of (lat, lng). */
const boxAround = (lat: number, lng: number, km: number): [number, number, number, number] => {
  const dLat = km / KM_PER_DEGREE;
  const farthest = Math.min(89, Math.abs(lat) + dLat);
  const dLng = km / (KM_PER_DEGREE * Math.cos((farthest * Math.PI) / 180));
  return [lng - dLng, Math.max(-90, lat - dLat), lng + dLng, Math.min(90, lat + dLat)];
};

const findPage = (db: Database, query: TPublicPartnerListQuery, bbox?: [number, number, number, number]) =>
  db
    .select(selection(query))
    .from(companies)
    .where(partnerWhere(bbox ? { ...query, bbox } : query))
    .orderBy(...partnerOrder(query))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize);

/**
 * The page of a distance search, looked for first in boxes around the point (an index range instead of
 * the distance of every match). A box's page is the true page when its last row is within the box's
 * radius and every partner ranked before it (same assistance flag, nearer) is therefore inside the box;
 * with assistance first, that needs the last row to be an assistance point (or the search to exclude them).
 */
const findNearestPage = async (db: Database, query: TPublicPartnerListQuery & { lat: number; lng: number }) => {
  for (const km of NEAR_RADII_KM) {
    const rows = await findPage(db, query, boxAround(query.lat, query.lng, km));
    const last = rows.at(-1) as PartnerRow | undefined;
    if (rows.length === query.pageSize && last && Number(last.distanceKm) <= km && (last.isAssistence || query.isAssistence === false)) return rows;
  }
  return findPage(db, query);
};

/**
 * GET /companys/listfiltred/open: the visible partners matching the filters, one page (a top-N sort: the
 * lines are built for the page's rows only), and the total: a plain count (in `cache` when given),
 * skipped when a partial page shows it (`count(*) over()` would keep every match in memory). With fallbackNearest and
 * lat/lng, when nothing matches: `nearest` = the nearest visible partners ignoring uf and city (same
 * line / isAssistence filters), by distance only.
 */
export const findPartners = async (
  db: Database,
  query: TPublicPartnerListQuery,
  cache?: Pick<PublicCache, 'get'>,
): Promise<TPublicPartnerList> => {
  const offset = query.pageIndex * query.pageSize;
  const rows =
    query.lat !== undefined && query.lng !== undefined ? await findNearestPage(db, { ...query, lat: query.lat, lng: query.lng }) : await findPage(db, query);
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const countAll = async () => {
      const [count] = await db.select({ n: sql<number>`cast(count(*) as integer)` }).from(companies).where(partnerWhere(query));
      return count?.n ?? 0;
    };
    // The same filters from another point or page have the same total: kept in the public cache (emptied by writes).
    const { uf, city, line, isAssistence, searchTerm } = query;
    total = cache ? Number((await cache.get(cacheKey('open/total', { uf, city, line, isAssistence, searchTerm }), countAll)).body) : await countAll();
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
