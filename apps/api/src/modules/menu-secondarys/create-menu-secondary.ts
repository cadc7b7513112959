import type { TMenuSecondary, TMenuSecondaryCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { menuSecondarys } from '../../db/schema/index.ts';
import { toMenuSecondary } from './menu-secondary-list.ts';

export type MenuSecondaryDeps = { db: Database; now: Date };

/** Creates a secondary menu. */
export const createMenuSecondary = async ({ db, now }: MenuSecondaryDeps, input: TMenuSecondaryCreate): Promise<TMenuSecondary> => {
  const [row] = await db
    .insert(menuSecondarys)
    .values({ title: input.title, link: input.link ?? null, dtRegister: now, dtUpdate: now })
    .returning();
  return toMenuSecondary(row!);
};
