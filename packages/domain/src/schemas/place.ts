/**
 * The directory's place search: what the visitor types in "CEP, cidade ou endereço" and the
 * point the partners are then sorted by distance from (GET /companys/listfiltred/place), and the cities
 * with partners suggested as they type (GET /companys/listfiltred/places).
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { PLACE_QUERY_MAX, PLACE_QUERY_MIN } from '../validators/place-text.ts';

export const ZPlaceQuerySchema = z.object({
  q: z
    .string({ error: MESSAGES.validation.required })
    .trim()
    .min(PLACE_QUERY_MIN, MESSAGES.directory.placeTooShort)
    .max(PLACE_QUERY_MAX, MESSAGES.directory.placeTooLong),
});
export type TPlaceQuery = z.infer<typeof ZPlaceQuerySchema>;

/**
 * How the point was found: a CEP (its street through the geocoder, or the centre of that city's partners),
 * a city with partners (the centre of its partners) or an address (the geocoder, in Brazil).
 */
export const PLACE_KINDS = ['cep', 'cepCity', 'city', 'address'] as const;
export type TPlaceKind = (typeof PLACE_KINDS)[number];

export const ZPlaceSchema = z.object({
  /** What the list says it is sorted from ("CEP 01001-000 · Praça da Sé, São Paulo - SP"). */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  kind: z.enum(PLACE_KINDS),
  uf: z.string().nullable(),
  city: z.string().nullable(),
});
export type TPlace = z.infer<typeof ZPlaceSchema>;

/** A city with partners suggested while the visitor types. */
export const ZPlaceSuggestionSchema = z.object({
  label: z.string(),
  city: z.string(),
  uf: z.string(),
  partners: z.number().int(),
});
export type TPlaceSuggestion = z.infer<typeof ZPlaceSuggestionSchema>;
export const ZPlaceSuggestionListSchema = z.object({ data: z.array(ZPlaceSuggestionSchema), total: z.number().int() });
