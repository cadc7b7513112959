import { asc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { notFound } from './app-error.ts';

/** A table whose records the app shows in an order of their own (banners, main and secondary menus). */
export type OrderedTable = PgTable & { id: PgColumn; position: PgColumn };

/**
 * Moves record `id` to `position` (1-based over the whole list, by position then id; past the end means last)
 * and renumbers every record 1..n in that order, in one transaction that locks the table's rows (two
 * reorders at once run one after the other). Throws 404 when the record does not exist.
 */
export const moveToPosition = async (db: Database, table: OrderedTable, id: number, position: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id, position: table.position }).from(table).orderBy(asc(table.position), asc(table.id)).for('update');
    const ids = rows.map((row) => row.id as number);
    const from = ids.indexOf(id);
    if (from < 0) throw notFound();
    ids.splice(from, 1);
    ids.splice(Math.min(position, ids.length + 1) - 1, 0, id);
    const changed = ids
      .map((rowId, index) => ({ id: rowId, position: index + 1 }))
      .filter((row) => rows.find((r) => r.id === row.id)?.position !== row.position);
    if (changed.length === 0) return;
    const values = sql.join(
      changed.map((row) => sql`(${row.id}::integer, ${row.position}::integer)`),
      sql`, `,
    );
    await tx.execute(
      sql`update ${table} set ${sql.identifier('position')} = v.position from (values ${values}) as v(id, position) where ${table.id} = v.id`,
    );
  });
};
