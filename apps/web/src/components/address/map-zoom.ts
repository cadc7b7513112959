import { MAP_ZOOM } from '@rede/domain';

/** Zoom for a geocoder result (section 4): a state 8, a city 12, anything more precise 16. */
export const zoomForPlaceType = (type: string | null | undefined): number => {
  switch (type) {
    case 'state':
    case 'region':
      return MAP_ZOOM.state;
    case 'city':
    case 'town':
    case 'municipality':
    case 'village':
    case 'administrative':
      return MAP_ZOOM.city;
    default:
      return MAP_ZOOM.place;
  }
};
