import { sql } from 'drizzle-orm';
import type { TListResult } from '@rede/domain';
import type { ListPage } from './list-plan.ts';

/** `count(*) over()`: the total of matching rows, in every row of the page (one query for both). */
export const totalOver = () => sql<number>`count(*) over()`.mapWith(Number);

/**
 * `{ data, total }` from rows selected with `total: totalOver()`. A page past the end has no row to
 * carry the total: then `countAll` (a plain count with the same WHERE) answers it.
 */
export const toListResult = async <TSelected extends { total: number }, TRow>(
  rows: readonly TSelected[],
  page: ListPage,
  map: (row: TSelected) => TRow,
  countAll: () => Promise<number>,
): Promise<TListResult<TRow>> => {
  const first = rows[0];
  const total = first ? Number(first.total) : page.offset > 0 ? await countAll() : 0;
  return { data: rows.map(map), total };
};
