/**
 * Bundlers break Leaflet's default marker icon (it guesses the image path from its CSS): point it at
 * the bundled images once. Imported by the map modules only, so Leaflet stays out of the first load.
 */
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';

let fixed = false;

export const fixLeafletDefaultIcon = (): void => {
  if (fixed) return;
  fixed = true;
  delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl;
  L.Icon.Default.mergeOptions({ iconRetinaUrl: markerIcon2x, iconUrl: markerIcon, shadowUrl: markerShadow });
};
