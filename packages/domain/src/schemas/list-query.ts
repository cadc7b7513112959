/** The per-entity list query builder; the query-string field helpers live in query-fields.ts. */
import { ZListQuerySchema } from '../api.ts';
import { zQueryEnum } from './query-fields.ts';

export * from './query-fields.ts';

/**
 * ZListQuerySchema whose orderBy must be one of the entity's sortable columns ('' → undefined);
 * any other column is 'Valor inválido', so the API can use orderBy safely.
 */
export const listQueryWith = <const C extends readonly [string, ...string[]]>(columns: C) =>
  ZListQuerySchema.extend({ orderBy: zQueryEnum(columns) });
