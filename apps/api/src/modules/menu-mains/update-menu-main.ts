import { eq } from 'drizzle-orm';
import type { TMenuMain, TMenuMainUpdate } from '@rede/domain';
import { menuMains } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toMenuMain } from './menu-main-list.ts';
import type { MenuMainDeps } from './create-menu-main.ts';

/** Updates the main menu named by `input.id` (a link left out stays as it is), or 404. */
export const updateMenuMain = async ({ db, storage, now }: MenuMainDeps, input: TMenuMainUpdate): Promise<TMenuMain> => {
  const { image } = await resolveStoredImages(storage, 'menuMain', { image: input.image });
  const [row] = await db.update(menuMains).set({ image: image!, link: input.link, dtUpdate: now }).where(eq(menuMains.id, input.id)).returning();
  if (!row) throw notFound();
  return toMenuMain(row);
};
