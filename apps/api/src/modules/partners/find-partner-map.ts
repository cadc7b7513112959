import { asc, desc, sql } from 'drizzle-orm';
import { formatPhone } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { PARTNER_MAP_MAX, type TPartnerMap, type TPartnerMapQuery } from './partner-schemas.ts';
import { distanceKmSql, partnerWhere } from './partner-sql.ts';
import { totalOverSql } from './to-partner.ts';

/**
 * GET /companys/listfiltred/map: every visible partner with coordinates matching the filters (and the
 * bbox, when given), as light markers, at most PARTNER_MAP_MAX (assistance first, then the nearest with
 * lat/lng, then id) — `truncated` says when there were more.
 */
export const findPartnerMap = async (db: Database, query: TPartnerMapQuery): Promise<TPartnerMap> => {
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      latitude: companies.latitude,
      longitude: companies.longitude,
      isAssistence: companies.isAssistence,
      city: companies.city,
      uf: companies.uf,
      logradouro: companies.logradouro,
      phone: companies.phone,
      total: totalOverSql(),
    })
    .from(companies)
    .where(sql`${partnerWhere(query)} and ${companies.latitude} is not null and ${companies.longitude} is not null`)
    .orderBy(desc(companies.isAssistence), ...(hasPoint ? [sql`${distanceKmSql(query.lat!, query.lng!)} asc`] : []), asc(companies.id))
    .limit(PARTNER_MAP_MAX);
  const total = rows[0]?.total ?? 0;
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      addressPosition: { latitude: r.latitude!, longitude: r.longitude! },
      isAssistence: r.isAssistence,
      city: r.city,
      uf: r.uf,
      logradouro: r.logradouro,
      phone: r.phone ? formatPhone(r.phone) : null,
    })),
    total,
    truncated: total > rows.length,
  };
};
