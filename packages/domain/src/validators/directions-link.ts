/** Google Maps directions to a point: https://www.google.com/maps/dir/?api=1&destination=lat,lng */
export const directionsLink = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;

/** Google Maps search of a point ('Ver no Google Maps'). */
export const mapsLink = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
