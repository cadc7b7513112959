/** The public list's distance (shared with the web: @rede/domain's distance-km.ts). */
export { distanceKm, roundKm } from '@rede/domain';
