/**
 * The great-circle distance the public list has always used (distanceKmSql in partner-sql.ts),
 * computed operation for operation as PostgreSQL does it — radians(), power(…, 2), least(1, …),
 * 6371 * 2 * asin(…) — so the read model's order of distances is the SQL one.
 */
const EARTH_RADIUS_KM = 6371;
const RADIANS_PER_DEGREE = Math.PI / 180;

export const distanceKm = (lat: number, lng: number, pointLat: number, pointLng: number): number => {
  const a = Math.sin(((pointLat - lat) * RADIANS_PER_DEGREE) / 2);
  const b = Math.sin(((pointLng - lng) * RADIANS_PER_DEGREE) / 2);
  const h = Math.pow(a, 2) + Math.cos(lat * RADIANS_PER_DEGREE) * Math.cos(pointLat * RADIANS_PER_DEGREE) * Math.pow(b, 2);
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Rounded to 10 m, as the answer gives it. */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;

/**
 * The distance SQL gives a partner without coordinates: radians(NULL - lat) is NULL, but least(1, NULL)
 * ignores the NULL and gives 1, so the distance is 6371 * 2 * asin(1) (half the Earth's circumference,
 * 20015.09 km) instead of NULL. Those partners still sort after every located one; the answer shows
 * that distance, and the read model answers the same.
 */
export const UNLOCATED_DISTANCE_KM = 6371 * 2 * Math.asin(1);
