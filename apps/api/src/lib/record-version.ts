import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ERROR_CODES, staleRecordMessage, type TStaleRecordKind } from '@rede/domain';
import type { Database } from '../db/client.ts';
import { AppError, notFound } from './app-error.ts';

/** A table with the `id` and `dt_update` columns every entity has (`entityDates`). */
type TVersionedTable = PgTable & { id: PgColumn; dtUpdate: PgColumn };

/**
 * `id = $id` and, when the client sent the version it read (`expectedUpdatedAt`), `dt_update` equal to it.
 * Compared to the millisecond: the API answers `dtUpdate` as a JS Date, while `now()` defaults keep microseconds.
 */
export const atVersion = (table: TVersionedTable, id: number, expected: string | undefined): SQL =>
  expected === undefined ? eq(table.id, id) : and(eq(table.id, id), sql`date_trunc('milliseconds', ${table.dtUpdate}) = ${expected}::timestamptz`)!;

/** 409 STALE_RECORD: the record changed at `changedAt` since the client read it; `additionalData.dtUpdate` is the current version. */
export const staleRecord = (kind: TStaleRecordKind, changedAt: Date): AppError =>
  new AppError(409, staleRecordMessage(kind, changedAt), { dtUpdate: changedAt.toISOString() }, ERROR_CODES.staleRecord);

const currentVersion = async (db: Database, table: TVersionedTable, id: number, lock: boolean): Promise<Date | null> => {
  const query = db.select({ dtUpdate: table.dtUpdate }).from(table).where(eq(table.id, id));
  const [row] = (await (lock ? query.for('update') : query)) as { dtUpdate: Date }[];
  return row ? row.dtUpdate : null;
};

/** Why a conditional update (`atVersion`) touched no row: 409 when the record exists (it changed since), else 404. */
export const notUpdated = async (db: Database, table: TVersionedTable, id: number, kind: TStaleRecordKind): Promise<AppError> => {
  const changedAt = await currentVersion(db, table, id, false);
  return changedAt ? staleRecord(kind, changedAt) : notFound();
};

/**
 * Inside the write transaction: locks the record's row and throws 409 STALE_RECORD when `expected` is given and
 * the record changed since (nothing is written: the transaction rolls back). A missing row is the caller's 404.
 */
export const assertRecordVersion = async (
  tx: Database,
  table: TVersionedTable,
  id: number,
  expected: string | undefined,
  kind: TStaleRecordKind,
): Promise<void> => {
  const changedAt = await currentVersion(tx, table, id, true);
  if (!changedAt || expected === undefined) return;
  if (Math.trunc(changedAt.getTime()) !== Date.parse(expected)) throw staleRecord(kind, changedAt);
};
