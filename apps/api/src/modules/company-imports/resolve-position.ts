import type { TPosition } from '@rede/domain';
import type { CepLookup } from '../address-lookup/cached-cep-lookup.ts';
import type { Geocoder } from '../geocoding/geocoder.ts';
import type { ImportInput } from './import-row.ts';

/** The services a position is resolved through: the address lookup and the geocoder of the company forms. */
export type PositionServices = { cepLookup: CepLookup; placeSearch: Geocoder };

const join = (parts: readonly (string | null | undefined)[]) =>
  parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');

/**
 * A company's position from its CEP, as the company form finds it: the CEP's street (address lookup) in
 * the geocoder, then the row's own street and number; null when neither is found or a service fails (the
 * company is then saved without a position, and the report says so). A CEP of another state is not used.
 * Never the city's centre: a store pinned there would send visitors to the wrong place.
 */
export const resolvePositionFromCep = async ({ cepLookup, placeSearch }: PositionServices, input: ImportInput): Promise<TPosition | null> => {
  const queries: string[] = [];
  try {
    const address = await cepLookup.find(input.cep);
    if (address && address.uf.toUpperCase() === input.uf && address.logradouro) {
      queries.push(join([address.logradouro, address.bairro, address.localidade, address.uf]));
    }
  } catch {
    // the postal-code service failed: try the row's own address
  }
  queries.push(join([input.logradouro, input.numero, input.neibor, input.city, input.uf]));
  for (const query of queries) {
    try {
      const [first] = await placeSearch(query);
      if (first) return { latitude: first.latitude, longitude: first.longitude };
    } catch {
      // the geocoder failed: the next query, or no position
    }
  }
  return null;
};
