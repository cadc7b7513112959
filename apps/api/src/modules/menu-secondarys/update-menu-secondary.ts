import type { TMenuSecondary, TMenuSecondaryUpdate } from '@rede/domain';
import { menuSecondarys } from '../../db/schema/index.ts';
import { atVersion, notUpdated } from '../../lib/record-version.ts';
import type { MenuSecondaryDeps } from './create-menu-secondary.ts';
import { toMenuSecondary } from './menu-secondary-list.ts';

/** Updates the secondary menu named by `input.id` (a link left out stays as it is), or 404. */
export const updateMenuSecondary = async ({ db, now }: MenuSecondaryDeps, input: TMenuSecondaryUpdate): Promise<TMenuSecondary> => {
  const [row] = await db
    .update(menuSecondarys)
    .set({ title: input.title, link: input.link, dtUpdate: now })
    .where(atVersion(menuSecondarys, input.id, input.expectedUpdatedAt))
    .returning();
  if (!row) throw await notUpdated(db, menuSecondarys, input.id, 'menuSecondary');
  return toMenuSecondary(row);
};
