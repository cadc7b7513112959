import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import {
  COMPANY_IMPORT_ACTIONS,
  COMPANY_IMPORT_FORMATS,
  COMPANY_IMPORT_MAX_BYTES,
  COMPANY_IMPORT_RESULTS,
  COMPANY_IMPORT_STATES,
  COMPANY_IMPORT_STATUSES,
} from '@rede/domain/constants';
import { idColumn, isOneOf } from './columns.ts';
import { users } from './users.ts';

/**
 * A company import: the uploaded spreadsheet (kept in the upload storage under `stored_name`
 * until the run ends), the dry run's counts, the status chosen at the commit, and the background run's
 * progress and result. The run takes the job with a lease (`lease_owner`, `lease_until`: the instance
 * working on it; another instance takes over when it expires) and writes each batch in a transaction
 * that locks this row (`for update`) and checks the lease, so every row is written once.
 */
export const companyImports = pgTable(
  'company_imports',
  {
    id: idColumn(),
    state: varchar('state', { length: 16 }).notNull().default('previewed'),
    /** The client's file name (shortened); never used to store or serve it. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** The file in the upload storage ('company-import-<uuid>.csv|xlsx'); null once removed. */
    storedName: varchar('stored_name', { length: 100 }),
    format: varchar('format', { length: 8 }).notNull(),
    bytes: integer('bytes').notNull(),
    ignoredColumns: text('ignored_columns')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rowCount: integer('row_count').notNull().default(0),
    toCreate: integer('to_create').notNull().default(0),
    toUpdate: integer('to_update').notNull().default(0),
    toSkip: integer('to_skip').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    /** The status of the companies it creates, chosen at the commit. */
    companyStatus: varchar('company_status', { length: 16 }),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    positionsFromCep: integer('positions_from_cep').notNull().default(0),
    positionsMissing: integer('positions_missing').notNull().default(0),
    /** Who imports (the companies' log entries name them); null once the user is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 255 }).notNull(),
    userEmail: varchar('user_email', { length: 255 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: text('user_agent'),
    leaseOwner: varchar('lease_owner', { length: 64 }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    check('company_imports_state_check', isOneOf(t.state, COMPANY_IMPORT_STATES)),
    check('company_imports_format_check', isOneOf(t.format, COMPANY_IMPORT_FORMATS)),
    check('company_imports_company_status_check', isOneOf(t.companyStatus, COMPANY_IMPORT_STATUSES)),
    // confirmed jobs carry the status chosen for them, and only they do
    check('company_imports_committed_check', sql`(${t.state} = 'previewed') = (${t.companyStatus} is null and ${t.committedAt} is null)`),
    check('company_imports_bytes_check', sql`${t.bytes} between 0 and ${sql.raw(String(COMPANY_IMPORT_MAX_BYTES))}`),
    check(
      'company_imports_counts_check',
      sql`${t.rowCount} >= 0 and ${t.toCreate} >= 0 and ${t.toUpdate} >= 0 and ${t.toSkip} >= 0 and ${t.invalid} >= 0 and ${t.toCreate} + ${t.toUpdate} + ${t.toSkip} + ${t.invalid} <= ${t.rowCount}`,
    ),
    check(
      'company_imports_progress_check',
      sql`${t.created} >= 0 and ${t.updated} >= 0 and ${t.skipped} >= 0 and ${t.failed} >= 0 and ${t.positionsFromCep} >= 0 and ${t.positionsMissing} >= 0 and ${t.processed} = ${t.created} + ${t.updated} + ${t.skipped} + ${t.failed} and ${t.processed} <= ${t.rowCount}`,
    ),
    index('company_imports_state_idx').on(t.state, t.id),
    index('company_imports_created_idx').on(t.createdAt),
  ],
);

/** A problem of a row as stored: the column's header (null: the row) and the pt-BR message. */
export type StoredImportIssue = { column: string | null; message: string };

/**
 * The rows of an import as the dry run read them: the cells as text (the failed-rows report gives them
 * back), the normalised company payload (null when the row has errors), what the dry run planned and,
 * once written, the result. `result` null on a row without errors: not yet written.
 */
export const companyImportRows = pgTable(
  'company_import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => companyImports.id, { onDelete: 'cascade' }),
    /** The row's number in the spreadsheet (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<Record<string, string>>().notNull(),
    input: jsonb('input').$type<Record<string, unknown>>(),
    action: varchar('action', { length: 8 }).notNull(),
    /** The company matched or created (not a foreign key, like the log's: the report outlives a deleted company). */
    companyId: integer('company_id'),
    changes: text('changes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    errors: jsonb('errors')
      .$type<StoredImportIssue[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    warnings: jsonb('warnings')
      .$type<StoredImportIssue[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    result: varchar('result', { length: 8 }),
  },
  (t) => [
    primaryKey({ name: 'company_import_rows_pkey', columns: [t.importId, t.rowNumber] }),
    check('company_import_rows_action_check', isOneOf(t.action, COMPANY_IMPORT_ACTIONS)),
    check('company_import_rows_result_check', isOneOf(t.result, COMPANY_IMPORT_RESULTS)),
    check('company_import_rows_row_number_check', sql`${t.rowNumber} >= 2`),
    // a row with errors has no payload and is never written (its result is 'failed' from the start)
    check('company_import_rows_error_check', sql`(${t.action} = 'error') = (${t.input} is null)`),
    check('company_import_rows_error_result_check', sql`${t.action} <> 'error' or ${t.result} = 'failed'`),
    // the rows still to write, in order (the runner's next batch)
    index('company_import_rows_pending_idx')
      .on(t.importId, t.rowNumber)
      .where(sql`${t.result} is null`),
    index('company_import_rows_action_idx').on(t.importId, t.action, t.rowNumber),
    index('company_import_rows_result_idx').on(t.importId, t.result, t.rowNumber),
  ],
);
