import { asc } from 'drizzle-orm';
import type { TLineOption } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';

/** Every line as { id, name }, by name (registration form, GET /api/lines/list/newUser). */
export const findLineOptions = (db: Database): Promise<TLineOption[]> =>
  db
    .select({ id: lines.id, name: lines.name })
    .from(lines)
    .orderBy(asc(foldedSql(lines.name)), asc(lines.id));
