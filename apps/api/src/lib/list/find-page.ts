import { count, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TListResult } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import type { ListDefinition } from './list-definition.ts';
import { applyListPlan, planList, type ListPage, type ListQuery } from './list-plan.ts';
import { toListResult, totalOver } from './list-result.ts';

export type FindPageOptions<TTable extends PgTable, TSort extends string, TRow> = {
  table: TTable;
  definition: ListDefinition<TSort, TRow>;
  query: ListQuery<TSort>;
  /** The entity's filters (undefined entries are ignored). */
  filters?: readonly (SQL | undefined)[];
  /** Overrides the query's paging (export batches). */
  page?: ListPage;
  /** Row of the table → API item. */
  map: (row: TTable['$inferSelect']) => TRow;
};

/**
 * One page of a single-table list in ONE query: search, filters, ORDER BY with tie-break,
 * LIMIT/OFFSET and `count(*) over()`. Lists with joins use `planList` + `totalOver` + `toListResult`.
 */
export const findPage = async <TTable extends PgTable, TSort extends string, TRow>(
  db: Database,
  { table, definition, query, filters, page, map }: FindPageOptions<TTable, TSort, TRow>,
): Promise<TListResult<TRow>> => {
  const plan = planList(definition, query, { filters: filters ?? [], ...(page ? { page } : {}) });
  const rows = await applyListPlan(
    db
      .select({ row: getTableColumns(table), total: totalOver() })
      .from(table as PgTable)
      .$dynamic(),
    plan,
  );
  return toListResult(
    rows,
    plan,
    (selected) => map(selected.row as TTable['$inferSelect']),
    async () => {
      const [result] = await db
        .select({ total: count() })
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- drizzle's `from` rejects the generic TTable
        .from(table as PgTable)
        .where(plan.where);
      return result?.total ?? 0;
    },
  );
};
