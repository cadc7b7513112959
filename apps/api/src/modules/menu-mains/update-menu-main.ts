import type { TMenuMain, TMenuMainUpdate } from '@rede/domain';
import { menuMains } from '../../db/schema/index.ts';
import { atVersion, notUpdated } from '../../lib/record-version.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toMenuMain } from './menu-main-list.ts';
import type { MenuMainDeps } from './create-menu-main.ts';

/** Updates the main menu named by `input.id` (a link left out stays as it is), or 404. */
export const updateMenuMain = async ({ db, storage, now }: MenuMainDeps, input: TMenuMainUpdate): Promise<TMenuMain> => {
  const { image } = await resolveStoredImages(storage, 'menuMain', { image: input.image });
  const [row] = await db
    .update(menuMains)
    .set({ image: image!, link: input.link, dtUpdate: now })
    .where(atVersion(menuMains, input.id, input.expectedUpdatedAt))
    .returning();
  if (!row) throw await notUpdated(db, menuMains, input.id, 'menuMain');
  return toMenuMain(row);
};
