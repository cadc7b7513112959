import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import type { PartnerDirectory } from './directory/partner-directory.ts';
import { countWithoutHours, partnerListJson, queryPartnerList } from './directory/query-partner-list.ts';
import type { TPoint } from './places/place-point.ts';
import type { TPublicPartnerListQuery } from './partner-schemas.ts';
import { visibleSql } from './partner-sql.ts';
import { partnerSelection, toPartnerDetails } from './to-partner.ts';

/** The point of a state or city page (places/place-point.ts), or null when nothing places it. */
export type PagePlacePoint = (uf: string, city: string | undefined) => Promise<TPoint | null>;

/**
 * GET /companys/listfiltred/open as JSON, from the read model (app.partnerDirectory): the visible
 * partners matching the filters, one page, the total, and `nearest` with fallbackNearest when nothing
 * matches: from lat/lng, or without a position from the point of the state or city filtered (`pointOf`; a city
 * nothing places: the state's partners). With openNow, `withoutHours`. Waits for the changes queued before it.
 * Callable without HTTP (server-side rendering). `at`: the moment "Aberto agora" (openNow) is evaluated at. The JSON
 * is joined from partners the read model checked against their response schema when it rendered them.
 */
export const findPartnersJson = async (
  directory: PartnerDirectory,
  query: TPublicPartnerListQuery,
  at: Date = new Date(),
  pointOf?: PagePlacePoint,
): Promise<string> => {
  let state = await directory.current();
  let result = queryPartnerList(state, query, at);
  const hasPoint = query.lat !== undefined && query.lng !== undefined;
  if (result.total === 0 && !hasPoint && query.fallbackNearest && query.uf && pointOf) {
    const point = await pointOf(query.uf, query.city);
    // the lookup may have waited on the geocoder: the answer comes from the version current after it
    state = await directory.current();
    result = queryPartnerList(state, query, at);
    if (result.total === 0) {
      if (point) result.nearest = queryPartnerList(state, { ...query, lat: point.latitude, lng: point.longitude }, at).nearest ?? [];
      else if (query.city !== undefined) result.nearest = queryPartnerList(state, { ...query, city: undefined, pageIndex: 0 }, at).data;
    }
  }
  if (query.openNow) result.withoutHours = countWithoutHours(state, query);
  return partnerListJson(state, result);
};

/** GET /companys/company/partnerDetails/:id: the visible partner, or null (→ 404). */
export const findPartnerDetails = async (db: Database, id: number) => {
  const [row] = await db
    .select(partnerSelection())
    .from(companies)
    .where(sql`${eq(companies.id, id)} and ${visibleSql()}`);
  return row ? toPartnerDetails(row) : null;
};
