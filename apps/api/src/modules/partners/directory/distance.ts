/** The public list's distance (shared with the web: @rede/domain's distance-km.ts). */
export { distanceKm, roundKm } from '@rede/domain';

/**
 * The distance SQL gives a partner without coordinates: radians(NULL - lat) is NULL, but least(1, NULL)
 * ignores the NULL and gives 1, so the distance is 6371 * 2 * asin(1) (half the Earth's circumference,
 * 20015.09 km) instead of NULL. Those partners still sort after every located one; the answer shows
 * that distance, and the read model answers the same.
 */
export const UNLOCATED_DISTANCE_KM = 6371 * 2 * Math.asin(1);
