import { slugify, type TAnalyticsEvent } from '@rede/domain';
import { municipalityBySlug } from '../../lib/municipalities.ts';

/**
 * A valid batch as it is counted: a search's city becomes the official IBGE name of that municipality of the
 * state (so 'sao paulo' and 'São Paulo' are one city); a city that is not a municipality of the state is
 * counted under the state alone, so no free text reaches the database.
 */
export const normaliseEvents = (events: readonly TAnalyticsEvent[]): TAnalyticsEvent[] =>
  events.map((event) => {
    if (event.type !== 'search' || event.city === undefined || event.uf === undefined) return event;
    const { city, ...rest } = event;
    const municipality = municipalityBySlug(event.uf, slugify(city));
    return municipality ? { ...rest, city: municipality.nome } : rest;
  });
