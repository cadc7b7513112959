import { PARTNER_NEARBY_MAX, roundKm, type TPartnerFilters, type TPartnerNearby, type TPublicPartner } from '@rede/domain';
import type { DirectoryState } from './directory/directory-state.ts';
import { compileFilter } from './directory/partner-filter.ts';
import { nearestMatches } from './directory/query-partner-list.ts';

/** What the nearby list needs of the partner of the page. */
type TOrigin = Pick<TPublicPartner, 'id' | 'city' | 'uf' | 'addressPosition'>;

/** The link fields of a partner of the read model (its pre-rendered public JSON, read back for the few listed). */
const nearbyOf = (state: DirectoryState, slot: number, distance: number | null): TPartnerNearby => {
  const { id, name, city, uf, slug, path } = JSON.parse(state.partnerJson[slot]!) as TPublicPartner;
  return { id, name, city, uf, slug, path, distanceKm: distance === null ? null : roundKm(distance) };
};

/**
 * "Outros parceiros perto daqui" of the partner page: the PARTNER_NEARBY_MAX nearest other visible partners (the read
 * model holds only those), nearest first, then by name. A partner without coordinates gets the located partners of its
 * city nearest the city's centre (the mean of their positions), without a distance: there is no point to measure from.
 */
export const findNearbyPartners = (state: DirectoryState, partner: TOrigin): TPartnerNearby[] => {
  // one more than shown: the partner itself is among the nearest of its own point (or of its city)
  const wanted = PARTNER_NEARBY_MAX + 1;
  const others = (hits: { slot: number; distance?: number }[], measured: boolean) =>
    hits
      .filter((hit) => state.ids[hit.slot] !== partner.id)
      .slice(0, PARTNER_NEARBY_MAX)
      .map((hit) => nearbyOf(state, hit.slot, measured ? (hit.distance ?? null) : null));

  const at = partner.addressPosition;
  if (at) return others(nearestMatches(state, compileFilter(state, {}), -1, at.latitude, at.longitude, wanted), true);

  const filter = compileFilter(state, { uf: partner.uf as TPartnerFilters['uf'], city: partner.city });
  if (filter.none) return [];
  let located = 0;
  let lat = 0;
  let lng = 0;
  for (const slot of state.cityPostings[filter.city] ?? []) {
    if (state.uf[slot] !== filter.uf || !state.hasPosition(slot)) continue;
    located += 1;
    lat += (state.lat[slot]! - lat) / located;
    lng += (state.lng[slot]! - lng) / located;
  }
  if (located === 0) return [];
  return others(nearestMatches(state, filter, -1, lat, lng, wanted), false);
};
