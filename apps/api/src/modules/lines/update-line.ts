import type { TLine, TLineUpdate } from '@rede/domain';
import { lines } from '../../db/schema/index.ts';
import { atVersion, notUpdated } from '../../lib/record-version.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import type { LineDeps } from './create-line.ts';
import { toLine } from './line-list.ts';

/** Updates the line named by `input.id` (fields left out stay as they are), or 404. */
export const updateLine = async ({ db, storage, now, changed }: LineDeps, input: TLineUpdate): Promise<TLine> => {
  const { icon } = await resolveStoredImages(storage, 'line', { icon: input.icon });
  const [row] = await db
    .update(lines)
    .set({ name: input.name, icon, dtUpdate: now })
    .where(atVersion(lines, input.id, input.expectedUpdatedAt))
    .returning();
  if (!row) throw await notUpdated(db, lines, input.id, 'line');
  changed([row.id]);
  return toLine(row);
};
