/** Business constants of the public directory (section 9). */
export const PARTNERS_PAGE_SIZE = 10;
/** Automatic request on the home: 8 s timeout, 30 s cache. */
export const HOME_GEOLOCATION_OPTIONS: PositionOptions = { timeout: 8_000, maximumAge: 30_000, enableHighAccuracy: false };
/** The map's locate button: 10 s timeout. */
export const MAP_GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 0, enableHighAccuracy: true };
/** Location error snackbars stay 6 s. */
export const LOCATION_SNACKBAR_MS = 6_000;

/** "Aberto agora" in the URL (?openNow=true), like isAssistence: the home's GET form sends it without JavaScript. */
export const OPEN_NOW_PARAM = 'openNow';
