import type { TBanner, TReorder } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { banners } from '../../db/schema/index.ts';
import { moveToPosition } from '../../lib/positions.ts';
import { getBanner } from './get-banner.ts';

/** Moves the record to `position` (1-based) and renumbers the others; answers it with its new position, or 404. */
export const reorderBanner = async (db: Database, input: TReorder): Promise<TBanner> => {
  await moveToPosition(db, banners, input.id, input.position);
  return getBanner(db, input.id);
};
