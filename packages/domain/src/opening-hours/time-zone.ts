/**
 * The IANA time zone of a partner, from its state and, where a state spans two zones, its municipality.
 * States: `getTimezoneByState` of @brazilian-utils/brazilian-utils (the capital's zone). Exceptions:
 * - Amazonas west of the line from Tabatinga to Porto Acre (Lei 12.876/2013) is UTC−5 like Acre
 *   (America/Eirunepe): the municipalities below;
 * - Fernando de Noronha (a district of Pernambuco listed by the IBGE as a municipality) is UTC−2 (America/Noronha).
 * Pará's west (America/Santarem) has Belém's offset, so the state's zone is right there too.
 */
import { getTimezoneByState } from '@brazilian-utils/brazilian-utils/get-timezone-by-state';
import { DEFAULT_TIME_ZONE } from '../constants.ts';
import { slugify } from '../validators/slugify.ts';

/**
 * The 13 Amazonas municipalities on UTC−5 (America/Eirunepe) since 10 November 2013, when Lei 12.876/2013 restored
 * the fourth time zone (as listed when it took effect, G1 Acre, 2013-11-06; checked again on 2026-11-26).
 */
export const AMAZONAS_UTC_MINUS_5 = [
  'Atalaia do Norte',
  'Benjamin Constant',
  'Boca do Acre',
  'Eirunepé',
  'Envira',
  'Guajará',
  'Ipixuna',
  'Itamarati',
  'Jutaí',
  'Lábrea',
  'Pauini',
  'São Paulo de Olivença',
  'Tabatinga',
] as const;

const EIRUNEPE = new Set<string>(AMAZONAS_UTC_MINUS_5.map((city) => slugify(city)));

/** 'America/Sao_Paulo', 'America/Manaus', 'America/Eirunepe' (western Amazonas), 'America/Noronha'… */
export const partnerTimeZone = (uf: string, city: string): string => {
  const state = uf.trim().toUpperCase();
  if (state === 'AM' && EIRUNEPE.has(slugify(city))) return 'America/Eirunepe';
  if (state === 'PE' && slugify(city) === 'fernando-de-noronha') return 'America/Noronha';
  return getTimezoneByState(state) ?? DEFAULT_TIME_ZONE;
};
