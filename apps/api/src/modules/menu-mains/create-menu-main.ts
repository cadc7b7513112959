import type { TMenuMain, TMenuMainCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuMains } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toMenuMain } from './menu-main-list.ts';

export type MenuMainDeps = { db: Database; storage: FileStorage; now: Date };

/** Creates a main menu; its image must be a stored upload. */
export const createMenuMain = async ({ db, storage, now }: MenuMainDeps, input: TMenuMainCreate): Promise<TMenuMain> => {
  const { image } = await resolveStoredImages(storage, 'menuMain', { image: input.image });
  const [row] = await db
    .insert(menuMains)
    .values({ image: image!, link: input.link ?? null, dtRegister: now, dtUpdate: now })
    .returning();
  return toMenuMain(row!);
};
