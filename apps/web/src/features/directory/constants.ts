/** Business constants of the public directory (section 9); the numbers are the domain's. */
import {
  HOME_GEOLOCATION_MAX_AGE_MS,
  HOME_GEOLOCATION_TIMEOUT_MS,
  LOCATION_SNACKBAR_HIDE_MS,
  MAP_GEOLOCATION_TIMEOUT_MS,
} from '@rede/domain/constants';

export const PARTNERS_PAGE_SIZE = 10;
/** The home's 'Permitir': 8 s timeout, 30 s cache. */
export const HOME_GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: HOME_GEOLOCATION_TIMEOUT_MS,
  maximumAge: HOME_GEOLOCATION_MAX_AGE_MS,
  enableHighAccuracy: false,
};
/** The map's locate button: 10 s timeout. */
export const MAP_GEOLOCATION_OPTIONS: PositionOptions = { timeout: MAP_GEOLOCATION_TIMEOUT_MS, maximumAge: 0, enableHighAccuracy: true };
/** Location error snackbars stay 6 s. */
export const LOCATION_SNACKBAR_MS = LOCATION_SNACKBAR_HIDE_MS;

/** "Aberto agora" in the URL (?openNow=true), like isAssistence: the home's GET form sends it without JavaScript. */
export const OPEN_NOW_PARAM = 'openNow';

/** The "CEP, cidade ou endereço" field's id: the note after a refused location focuses it. */
export const PLACE_INPUT_ID = 'place-search';
