import { and, eq, sql, type SQL } from 'drizzle-orm';
import { slugify } from '@rede/domain';
import { companies, companyLines, visibleCompanySql } from '../../db/schema/index.ts';
import { slugSql } from '../../lib/list/fold-text.ts';
import { searchCondition } from '../../lib/list/search-condition.ts';
import type { TPartnerFilters } from './partner-schemas.ts';

export { slugSql };

/** What the public sees: approved AND active (everything else is invisible, details 404). */
export const visibleSql = (): SQL => visibleCompanySql(companies);

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km from (lat, lng) to the company (haversine; null without coordinates). */
export const distanceKmSql = (lat: number, lng: number): SQL<number | null> =>
  sql<number | null>`(${EARTH_RADIUS_KM} * 2 * asin(least(1, sqrt(
    power(sin(radians(${companies.latitude} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${companies.latitude})) * power(sin(radians(${companies.longitude} - ${lng}::float8) / 2), 2)
  ))))`;

/** The filters of the public lists, ANDed with the visibility rule. `ignorePlace`: without uf and city (nearest). */
export const partnerWhere = (filters: TPartnerFilters, options: { ignorePlace?: boolean } = {}): SQL => {
  const conditions: SQL[] = [visibleSql()];
  if (!options.ignorePlace && filters.uf) conditions.push(eq(companies.uf, filters.uf));
  if (!options.ignorePlace && filters.city) conditions.push(sql`${slugSql(companies.city)} = ${slugify(filters.city)}`);
  if (filters.isAssistence !== undefined) conditions.push(eq(companies.isAssistence, filters.isAssistence));
  if (filters.line?.length) {
    const ids = sql.join(filters.line.map((id) => sql`${id}`), sql`, `);
    conditions.push(sql`exists (select 1 from ${companyLines} where ${companyLines.companyId} = ${companies.id} and ${companyLines.lineId} in (${ids}))`);
  }
  const search = searchCondition(filters.searchTerm, [companies.name, companies.neibor, companies.city]);
  if (search) conditions.push(search);
  if (filters.bbox) {
    const [minLng, minLat, maxLng, maxLat] = filters.bbox;
    conditions.push(sql`${companies.latitude} between ${minLat} and ${maxLat} and ${companies.longitude} between ${minLng} and ${maxLng}`);
  }
  return and(...conditions)!;
};
