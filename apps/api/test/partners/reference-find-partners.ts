/**
 * The public list as SQL answers it (findPartners and partnerWhere of apps/api/src/modules/partners before the read
 * model, but for the total, counted every time instead of cached, the order from a position and the radius): the
 * reference the read model's answers are compared with (read-model.test.ts), as the route's response schema passes it.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { slugify, ZPublicPartnerListSchema, type TPartnerFilters, type TPublicPartnerListQuery } from '@rede/domain';
import type { Database } from '../../src/db/client.ts';
import { companies, companyLines } from '../../src/db/schema/index.ts';
import { foldedSql, slugSql } from '../../src/lib/list/fold-text.ts';
import { searchCondition } from '../../src/lib/list/search-condition.ts';
import { visibleSql } from '../../src/modules/partners/partner-sql.ts';
import type { TPublicPartnerList } from '../../src/modules/partners/partner-schemas.ts';
import { partnerSelection, toPartner, type PartnerRow } from '../../src/modules/partners/to-partner.ts';

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from (lat, lng) to the company (haversine; null without coordinates). */
export const distanceKmSql = (lat: number, lng: number): SQL<number | null> =>
  sql<number | null>`(${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
    power(sin(radians(${companies.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${companies.latitude})) * power(sin(radians(${companies.longitude} - ${lng}::float8) / 2), 2)
  ))))`;

type Filters = TPartnerFilters &
  Partial<Pick<TPublicPartnerListQuery, 'lat' | 'lng' | 'radiusKm'>> & { bbox?: [number, number, number, number] | undefined };

/**
 * The filters of the public lists, ANDed with the visibility rule. `ignorePlace`: without uf and city (nearest);
 * `ignoreRadius`: without radiusKm (nearest beyond it).
 */
export const partnerWhere = (filters: Filters, options: { ignorePlace?: boolean; ignoreRadius?: boolean } = {}): SQL => {
  const conditions: SQL[] = [visibleSql()];
  if (!options.ignorePlace && filters.uf) conditions.push(eq(companies.uf, filters.uf));
  if (!options.ignorePlace && filters.city) conditions.push(sql`${slugSql(companies.city)} = ${slugify(filters.city)}`);
  if (filters.isAssistence !== undefined) conditions.push(eq(companies.isAssistence, filters.isAssistence));
  if (filters.line?.length) {
    const ids = sql.join(
      filters.line.map((id) => sql`${id}`),
      sql`, `,
    );
    conditions.push(
      sql`exists (select 1 from ${companyLines} where ${companyLines.companyId} = ${companies.id} and ${companyLines.lineId} in (${ids}))`,
    );
  }
  const search = searchCondition(filters.searchTerm, [companies.name, companies.neibor, companies.city]);
  if (search) conditions.push(search);
  if (filters.bbox) {
    const [minLng, minLat, maxLng, maxLat] = filters.bbox;
    conditions.push(sql`${companies.latitude} between ${minLat} and ${maxLat} and ${companies.longitude} between ${minLng} and ${maxLng}`);
  }
  if (!options.ignoreRadius && filters.radiusKm !== undefined && filters.lat !== undefined && filters.lng !== undefined)
    conditions.push(sql`${companies.latitude} is not null and ${distanceKmSql(filters.lat, filters.lng)} <= ${filters.radiusKm}`);
  return and(...conditions)!;
};

/**
 * With lat/lng: distance (no coordinates last, by name then id), then name, then id; the assistance flag plays no part.
 * Without: assistance first, then name, then id. Names fold and compare by code point (COLLATE "C"), the order the
 * application owns whatever the database's collation.
 */
const partnerOrder = (query: Pick<TPublicPartnerListQuery, 'lat' | 'lng'>): SQL[] => {
  const order: SQL[] =
    query.lat !== undefined && query.lng !== undefined
      ? [sql`${companies.latitude} is null`, sql`${distanceKmSql(query.lat, query.lng)} asc nulls last`]
      : [desc(companies.isAssistence)];
  order.push(sql`${foldedSql(companies.name)} collate "C" asc`, asc(companies.id));
  return order;
};

/** A partner without coordinates has no distance (SQL's formula would give half the Earth's circumference). */
const selection = (query: Pick<TPublicPartnerListQuery, 'lat' | 'lng'>) => ({
  ...partnerSelection(),
  ...(query.lat !== undefined && query.lng !== undefined
    ? { distanceKm: sql<number | null>`case when ${companies.latitude} is null then null else ${distanceKmSql(query.lat, query.lng)} end` }
    : {}),
});

const NEAR_RADII_KM = [3, 12, 50, 200, 800];
const KM_PER_DEGREE = 110.5;

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

const findNearestPage = async (db: Database, query: TPublicPartnerListQuery & { lat: number; lng: number }) => {
  for (const km of NEAR_RADII_KM) {
    const rows = await findPage(db, query, boxAround(query.lat, query.lng, km));
    const last = rows.at(-1) as PartnerRow | undefined;
    if (rows.length === query.pageSize && last && Number(last.distanceKm) <= km) return rows;
  }
  return findPage(db, query);
};

/** The public list page, its total and (fallbackNearest) the nearest partners, exactly as SQL answered it. */
export const referenceFindPartners = async (db: Database, query: TPublicPartnerListQuery): Promise<TPublicPartnerList> => {
  const offset = query.pageIndex * query.pageSize;
  const rows =
    query.lat !== undefined && query.lng !== undefined
      ? await findNearestPage(db, { ...query, lat: query.lat, lng: query.lng })
      : await findPage(db, query);
  let total = offset + rows.length;
  if (rows.length === query.pageSize || (rows.length === 0 && offset > 0)) {
    const [count] = await db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(companies)
      .where(partnerWhere(query));
    total = count?.n ?? 0;
  }
  const result: TPublicPartnerList = { data: rows.map((row) => toPartner(row as PartnerRow)), total };
  if (total === 0 && (query.fallbackNearest || query.radiusKm !== undefined) && query.lat !== undefined && query.lng !== undefined) {
    const nearest = await db
      .select(selection(query))
      .from(companies)
      .where(sql`${partnerWhere(query, { ignorePlace: query.fallbackNearest === true, ignoreRadius: true })} and ${companies.latitude} is not null`)
      .orderBy(...partnerOrder(query))
      .limit(query.pageSize);
    result.nearest = nearest.map((row) => toPartner(row as PartnerRow));
  }
  return ZPublicPartnerListSchema.parse(result);
};
