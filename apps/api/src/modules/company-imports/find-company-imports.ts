import { and, asc, count, eq, gt, type SQL } from 'drizzle-orm';
import {
  formatCnpj,
  type CompanyImportFormat,
  type CompanyImportState,
  type CompanyImportStatus,
  type TCompanyImport,
  type TCompanyImportRow,
  type TCompanyImportRowsQuery,
  type TListResult,
} from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyImportRows, companyImports } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

type ImportRecord = typeof companyImports.$inferSelect;
type RowRecord = typeof companyImportRows.$inferSelect;

/** An import as the API answers it: counts of the dry run, progress of the run (rows without errors), result. */
export const toCompanyImport = (job: ImportRecord): TCompanyImport => {
  const total = job.rowCount - job.invalid;
  const processed = Math.max(0, job.processed - job.invalid);
  const percent =
    job.state === 'finished' || total === 0 ? (job.state === 'previewed' ? 0 : 100) : Math.min(100, Math.floor((processed / total) * 100));
  return {
    id: job.id,
    state: job.state as CompanyImportState,
    fileName: job.fileName,
    format: job.format as CompanyImportFormat,
    rows: job.rowCount,
    ignoredColumns: job.ignoredColumns,
    companyStatus: job.companyStatus as CompanyImportStatus | null,
    planned: { create: job.toCreate, update: job.toUpdate, skip: job.toSkip, error: job.invalid },
    progress: { processed, total, percent: job.state === 'previewed' ? 0 : percent },
    result: {
      created: job.created,
      updated: job.updated,
      skipped: job.skipped,
      failed: job.failed,
      positionsFromCep: job.positionsFromCep,
      positionsMissing: job.positionsMissing,
    },
    createdBy: job.userName,
    createdAt: job.createdAt.toISOString(),
    committedAt: job.committedAt?.toISOString() ?? null,
    finishedAt: job.finishedAt?.toISOString() ?? null,
  };
};

/** The import, or 404. */
export const findCompanyImport = async (db: Database, id: number): Promise<ImportRecord> => {
  const [job] = await db.select().from(companyImports).where(eq(companyImports.id, id));
  if (!job) throw notFound();
  return job;
};

export const toCompanyImportRow = (
  row: Pick<RowRecord, 'rowNumber' | 'action' | 'companyId' | 'cells' | 'changes' | 'errors' | 'warnings' | 'result'>,
): TCompanyImportRow => ({
  rowNumber: row.rowNumber,
  action: row.action as TCompanyImportRow['action'],
  companyId: row.companyId,
  name: row.cells.name ?? '',
  cnpj: row.cells.cnpj ? formatCnpj(row.cells.cnpj) : '',
  city: row.cells.city ?? '',
  uf: (row.cells.uf ?? '').toUpperCase(),
  changes: row.changes,
  errors: row.errors,
  warnings: row.warnings,
  result: row.result as TCompanyImportRow['result'],
});

/** A page of the import's rows in the file's order, optionally of one planned action or one result. */
export const findCompanyImportRows = async (
  db: Database,
  importId: number,
  query: TCompanyImportRowsQuery,
): Promise<TListResult<TCompanyImportRow>> => {
  const conditions: (SQL | undefined)[] = [
    eq(companyImportRows.importId, importId),
    query.action ? eq(companyImportRows.action, query.action) : undefined,
    query.result ? eq(companyImportRows.result, query.result) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        rowNumber: companyImportRows.rowNumber,
        action: companyImportRows.action,
        companyId: companyImportRows.companyId,
        cells: companyImportRows.cells,
        changes: companyImportRows.changes,
        errors: companyImportRows.errors,
        warnings: companyImportRows.warnings,
        result: companyImportRows.result,
      })
      .from(companyImportRows)
      .where(where)
      .orderBy(asc(companyImportRows.rowNumber))
      .limit(query.pageSize)
      .offset(query.pageIndex * query.pageSize),
    db.select({ total: count() }).from(companyImportRows).where(where),
  ]);
  return { data: rows.map(toCompanyImportRow), total: total?.total ?? 0 };
};

/** The rows that were not imported (dry-run errors and rows that failed), in the file's order, in batches. */
export async function* failedRowBatches(
  db: Database,
  importId: number,
  size = 1000,
): AsyncGenerator<Pick<RowRecord, 'rowNumber' | 'cells' | 'errors'>[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .select({ rowNumber: companyImportRows.rowNumber, cells: companyImportRows.cells, errors: companyImportRows.errors })
      .from(companyImportRows)
      .where(and(eq(companyImportRows.importId, importId), eq(companyImportRows.result, 'failed'), gt(companyImportRows.rowNumber, after)))
      .orderBy(asc(companyImportRows.rowNumber))
      .limit(size);
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.rowNumber;
    if (rows.length < size) return;
  }
}
