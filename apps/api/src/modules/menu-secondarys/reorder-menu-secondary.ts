import type { TMenuSecondary, TReorder } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuSecondarys } from '../../db/schema/index.ts';
import { moveToPosition } from '../../lib/positions.ts';
import { getMenuSecondary } from './get-menu-secondary.ts';

/** Moves the record to `position` (1-based) and renumbers the others; answers it with its new position, or 404. */
export const reorderMenuSecondary = async (db: Database, input: TReorder): Promise<TMenuSecondary> => {
  await moveToPosition(db, menuSecondarys, input.id, input.position);
  return getMenuSecondary(db, input.id);
};
