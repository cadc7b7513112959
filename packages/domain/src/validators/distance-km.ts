/**
 * The great-circle distance between two points in km, as the public list computes it (the API's read
 * model and its SQL reference, operation for operation: radians(), power(…, 2), least(1, …),
 * 6371 * 2 * asin(…)), and as the partner page shows it from the visitor's point.
 */
import { formatDecimal } from './format-number.ts';

const EARTH_RADIUS_KM = 6371;
const RADIANS_PER_DEGREE = Math.PI / 180;

export const distanceKm = (lat: number, lng: number, pointLat: number, pointLng: number): number => {
  const a = Math.sin(((pointLat - lat) * RADIANS_PER_DEGREE) / 2);
  const b = Math.sin(((pointLng - lng) * RADIANS_PER_DEGREE) / 2);
  const h = Math.pow(a, 2) + Math.cos(lat * RADIANS_PER_DEGREE) * Math.cos(pointLat * RADIANS_PER_DEGREE) * Math.pow(b, 2);
  return EARTH_RADIUS_KM * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Rounded to 10 m, as the list's answer gives it. */
export const roundKm = (km: number): number => Math.round(km * 100) / 100;

/** "2,3" (under 10 km, one decimal) or "12" km, in Brazilian Portuguese. */
export const formatKm = (km: number): string => formatDecimal(km, km < 10 ? 1 : 0);
