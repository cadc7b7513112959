import type { TLine, TLineCreate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { lines } from '../../db/schema/index.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { resolveStoredImages } from '../uploads/resolve-stored-images.ts';
import { toLine } from './line-list.ts';

/** `changed`: the public directory's change signal, called with the line after the write (filters, partner lines). */
export type LineDeps = { db: Database; storage: FileStorage; now: Date; changed: (lineIds: number[]) => void };

/** Creates a line (name unique regardless of case: 409 'Título Já está em uso'). */
export const createLine = async ({ db, storage, now, changed }: LineDeps, input: TLineCreate): Promise<TLine> => {
  const { icon } = await resolveStoredImages(storage, 'line', { icon: input.icon });
  const [row] = await db
    .insert(lines)
    .values({ name: input.name, icon: icon ?? null, dtRegister: now, dtUpdate: now })
    .returning();
  changed([row!.id]);
  return toLine(row!);
};
