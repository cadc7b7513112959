import { slugify } from '@rede/domain';
import { GeocoderError, type Geocoder } from '../../geocoding/geocoder.ts';
import type { CityPlace } from '../directory/directory-state.ts';
import { municipalityBySlug } from '../../../lib/municipalities.ts';

export type TPoint = { latitude: number; longitude: number };

/**
 * Each state's capital (IBGE name and the position of its centre): the point a state page without partners
 * measures the nearest partners from, and a capital's own point without asking the geocoder.
 */
export const STATE_CAPITALS: Readonly<Record<string, { city: string } & TPoint>> = {
  AC: { city: 'Rio Branco', latitude: -9.9747, longitude: -67.81 },
  AL: { city: 'Maceió', latitude: -9.6658, longitude: -35.7353 },
  AP: { city: 'Macapá', latitude: 0.0349, longitude: -51.0694 },
  AM: { city: 'Manaus', latitude: -3.119, longitude: -60.0217 },
  BA: { city: 'Salvador', latitude: -12.9714, longitude: -38.5014 },
  CE: { city: 'Fortaleza', latitude: -3.7319, longitude: -38.5267 },
  DF: { city: 'Brasília', latitude: -15.7939, longitude: -47.8828 },
  ES: { city: 'Vitória', latitude: -20.3155, longitude: -40.3128 },
  GO: { city: 'Goiânia', latitude: -16.6869, longitude: -49.2648 },
  MA: { city: 'São Luís', latitude: -2.5307, longitude: -44.3068 },
  MT: { city: 'Cuiabá', latitude: -15.6014, longitude: -56.0979 },
  MS: { city: 'Campo Grande', latitude: -20.4697, longitude: -54.6201 },
  MG: { city: 'Belo Horizonte', latitude: -19.9167, longitude: -43.9345 },
  PA: { city: 'Belém', latitude: -1.4558, longitude: -48.4902 },
  PB: { city: 'João Pessoa', latitude: -7.1195, longitude: -34.845 },
  PR: { city: 'Curitiba', latitude: -25.4284, longitude: -49.2733 },
  PE: { city: 'Recife', latitude: -8.0476, longitude: -34.877 },
  PI: { city: 'Teresina', latitude: -5.0892, longitude: -42.8019 },
  RJ: { city: 'Rio de Janeiro', latitude: -22.9068, longitude: -43.1729 },
  RN: { city: 'Natal', latitude: -5.7945, longitude: -35.211 },
  RS: { city: 'Porto Alegre', latitude: -30.0346, longitude: -51.2177 },
  RO: { city: 'Porto Velho', latitude: -8.7612, longitude: -63.9004 },
  RR: { city: 'Boa Vista', latitude: 2.8235, longitude: -60.6758 },
  SC: { city: 'Florianópolis', latitude: -27.5954, longitude: -48.548 },
  SP: { city: 'São Paulo', latitude: -23.5505, longitude: -46.6333 },
  SE: { city: 'Aracaju', latitude: -10.9472, longitude: -37.0731 },
  TO: { city: 'Palmas', latitude: -10.2491, longitude: -48.3243 },
};

/**
 * The point of a state or city page (its `uf`, its `city` name), to measure the nearest partners from when it has
 * none of its own: a state, its capital; a city with partners (other filters left none), the centre of its partners;
 * a capital, its table entry; another IBGE municipality, the geocoder's (cached) answer for "city, UF". Null when
 * nothing places it: not a municipality of the state, or the geocoder found nothing or failed.
 */
export const pointOfPagePlace = async (
  services: { cities: () => CityPlace[]; placeSearch: Geocoder },
  uf: string,
  city: string | undefined,
): Promise<TPoint | null> => {
  const capital = STATE_CAPITALS[uf];
  if (!capital) return null;
  if (city === undefined) return capital;
  const slug = slugify(city);
  const withPartners = services.cities().find((c) => c.uf === uf && slugify(c.city) === slug && c.latitude !== null);
  if (withPartners) return { latitude: withPartners.latitude!, longitude: withPartners.longitude! };
  if (slugify(capital.city) === slug) return capital;
  // only the state's municipalities are geocoded: a page's city is any text, the geocoder's budget is not
  const municipality = municipalityBySlug(uf, slug);
  if (!municipality) return null;
  try {
    const [first] = await services.placeSearch(`${municipality.nome}, ${uf}`);
    return first ? { latitude: first.latitude, longitude: first.longitude } : null;
  } catch (error) {
    if (error instanceof GeocoderError) return null;
    throw error;
  }
};
