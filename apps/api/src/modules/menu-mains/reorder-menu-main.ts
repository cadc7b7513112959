import type { TMenuMain, TReorder } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuMains } from '../../db/schema/index.ts';
import { moveToPosition } from '../../lib/positions.ts';
import { getMenuMain } from './get-menu-main.ts';

/** Moves the record to `position` (1-based) and renumbers the others; answers it with its new position, or 404. */
export const reorderMenuMain = async (db: Database, input: TReorder): Promise<TMenuMain> => {
  await moveToPosition(db, menuMains, input.id, input.position);
  return getMenuMain(db, input.id);
};
