import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import { distanceKm, formatMessage, MESSAGES, type TPosition } from '@rede/domain';
import { POSITION_MAX_KM_FROM_CITY, POSITION_CITY_REFERENCE_MIN_PARTNERS } from '@rede/domain/constants';
import type { Database } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { validationError } from '../../lib/app-error.ts';
import { foldedSql, foldText } from '../../lib/list/fold-text.ts';

/** True when the point lies in Brazil (land or territorial sea), by the country borders of country-coder. */
export const isInBrazil = async ({ latitude, longitude }: TPosition): Promise<boolean> => {
  // loaded on the first position checked (a write): its borders take ~5 MB of heap a server answering visitors never needs
  const { iso1A2Code } = await import('@rapideditor/country-coder');
  return iso1A2Code([longitude, latitude]) === 'BR';
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The city's reference point: the median latitude and longitude of the other companies of the same
 * city (folded name) and state that have a position, when there are at least
 * POSITION_CITY_REFERENCE_MIN_PARTNERS of them (a median of 3+ is not moved by one misplaced store).
 */
export const findCityReference = async (db: Database, place: { city: string; uf: string }, ignoreCompanyId?: number): Promise<TPosition | null> => {
  const rows = await db
    .select({ latitude: companies.latitude, longitude: companies.longitude })
    .from(companies)
    .where(
      and(
        eq(companies.uf, place.uf),
        sql`${foldedSql(companies.city)} = ${foldText(place.city.trim())}`,
        isNotNull(companies.latitude),
        isNotNull(companies.longitude),
        ignoreCompanyId === undefined ? undefined : ne(companies.id, ignoreCompanyId),
      ),
    )
    .limit(1000);
  if (rows.length < POSITION_CITY_REFERENCE_MIN_PARTNERS) return null;
  return { latitude: median(rows.map((r) => r.latitude!)), longitude: median(rows.map((r) => r.longitude!)) };
};

/**
 * What is wrong with a store's position for its city, or null: outside Brazil, or more than
 * POSITION_MAX_KM_FROM_CITY km from the city's reference point (see findCityReference; no reference, no
 * distance check). The pt-BR message says how to fix it.
 */
export const positionProblem = async (
  position: TPosition,
  place: { city: string; uf: string },
  reference: TPosition | null,
): Promise<string | null> => {
  if (!(await isInBrazil(position))) return MESSAGES.position.outsideBrazil;
  if (!reference) return null;
  const km = distanceKm(reference.latitude, reference.longitude, position.latitude, position.longitude);
  if (km <= POSITION_MAX_KM_FROM_CITY) return null;
  return formatMessage(MESSAGES.position.farFromCity, { km: Math.round(km), city: `${place.city.trim()}-${place.uf}` });
};

/**
 * A store's position must match its address (positionProblem): 400 at `field` with a pt-BR message that
 * says how to fix it.
 */
export const assertPositionMatchesAddress = async (
  db: Database,
  input: { addressPosition?: TPosition | null | undefined; city: string; uf: string },
  { field, ignoreCompanyId }: { field: string; ignoreCompanyId?: number },
): Promise<void> => {
  const position = input.addressPosition;
  if (!position) return;
  if (!(await isInBrazil(position))) throw validationError({ [field]: MESSAGES.position.outsideBrazil });
  const problem = await positionProblem(position, input, await findCityReference(db, input, ignoreCompanyId));
  if (problem) throw validationError({ [field]: problem });
};
