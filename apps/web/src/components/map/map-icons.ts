/**
 * The map kit's icons: Leaflet divIcons drawn by map.css (no image downloads), coloured by the theme through
 * the custom properties BaseMap sets. One pin (and its selected variant), the cluster circle and the
 * visitor's dot.
 */
import { divIcon, type DivIcon } from 'leaflet';
import { formatInteger } from '@rede/domain/validators/format-number';

/** The pin's box: the tip (its bottom centre) is the position. */
export const PIN_SIZE: [number, number] = [26, 30];

const pin = (selected: boolean): DivIcon =>
  divIcon({
    className: selected ? 'rp-marker rp-marker--selected' : 'rp-marker',
    html: '<span class="rp-pin"></span>',
    iconSize: PIN_SIZE,
    iconAnchor: [PIN_SIZE[0] / 2, PIN_SIZE[1]],
    popupAnchor: [0, -28],
    tooltipAnchor: [0, -PIN_SIZE[1]],
  });

export const pinIcon = pin(false);
/** The selected partner's pin (yellow, above the others). */
export const selectedPinIcon = pin(true);

/** The circle's diameter grows with the count's digits. */
export const clusterSize = (count: number): number => (count < 10 ? 34 : count < 100 ? 40 : count < 1000 ? 48 : 56);

/** A cluster: a circle with its count in pt-BR ('1.234'). */
export const clusterIcon = (count: number): DivIcon => {
  const size = clusterSize(count);
  return divIcon({ className: 'rp-cluster', html: `<span>${formatInteger(count)}</span>`, iconSize: [size, size] });
};

/** The visitor's position: a dot with a halo. */
export const userPositionIcon = divIcon({ className: 'rp-user', html: '', iconSize: [16, 16] });
