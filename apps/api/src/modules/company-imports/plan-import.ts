import { eq } from 'drizzle-orm';
import { COMPANY_IMPORT_MAX_ROWS, formatMessage, MESSAGES, type CompanyImportAction, type TCompanyImportIssue, type TPosition } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyImportRows, companyImports } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { foldText } from '../../lib/list/fold-text.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { findCityReference, positionProblem } from '../companys/company-position.ts';
import type { CompanyRecord } from '../company-record/company-record.ts';
import { findCompaniesByCnpj, importChanges, loadLinesByName } from './import-changes.ts';
import type { ImportPermissions } from './importer-permissions.ts';
import { isBlankRow, parseImportRow, resolveHeader, type ImportHeader, type ParsedRow } from './import-row.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import type { ReceivedImportFile } from './receive-import-file.ts';

const M = MESSAGES.companyImport;
/** Rows validated and written together (one lookup of their CNPJs, one INSERT). */
const CHUNK = 500;

export type PlanDeps = { db: Database; storage: FileStorage; now: Date };

type PendingRow = { rowNumber: number; parsed: ParsedRow };

/** The reference points of the cities met so far (one query per city, not per row). */
const cityReferences = (db: Database) => {
  const cache = new Map<string, Promise<TPosition | null>>();
  return (place: { city: string; uf: string }) => {
    const key = `${place.uf}:${foldText(place.city)}`;
    let found = cache.get(key);
    if (!found) cache.set(key, (found = findCityReference(db, place)));
    return found;
  };
};

/**
 * The dry run of an uploaded file: creates the import (state 'previewed') and, streaming the file from the
 * storage, validates every row (parseImportRow), checks the file's coordinates against the city (as the
 * company form does), finds the company of each CNPJ and plans the row: 'create', 'update' (with the columns
 * it changes), 'skip' (nothing changes) or 'error' (a CNPJ seen in an earlier row is an error too, and so
 * is a change to an existing company when the actor lacks COMPANY:UPDATE: `permissions`). Rows
 * are stored 500 at a time: memory stays bounded whatever the file's size. Nothing is written to the
 * companies. A refused file (columns, more than 50 000 rows, unreadable) leaves no import behind.
 */
export const planImport = async (
  { db, storage, now }: PlanDeps,
  actor: LogActor,
  permissions: ImportPermissions,
  file: ReceivedImportFile,
): Promise<number> => {
  const lines = await loadLinesByName(db);
  const reference = cityReferences(db);
  const [job] = await db
    .insert(companyImports)
    .values({
      state: 'previewed',
      fileName: file.fileName,
      storedName: file.storedName,
      format: file.format,
      bytes: file.bytes,
      userId: actor.id,
      userName: actor.name,
      userEmail: actor.email,
      ip: actor.ip,
      userAgent: actor.userAgent,
      createdAt: now,
    })
    .returning({ id: companyImports.id });
  const importId = job!.id;
  const counts: Record<CompanyImportAction, number> = { create: 0, update: 0, skip: 0, error: 0 };
  const seen = new Map<string, number>();
  let rowCount = 0;

  const flush = async (rows: PendingRow[]) => {
    if (rows.length === 0) return;
    const existing = await findCompaniesByCnpj(
      db,
      rows.flatMap((row) => (row.parsed.input ? [row.parsed.input.cnpj] : [])),
    );
    const values = [];
    for (const { rowNumber, parsed } of rows) {
      const errors: TCompanyImportIssue[] = [...parsed.errors];
      let input = parsed.input;
      let company: CompanyRecord | null = null;
      let changes: string[] = [];
      if (input) {
        const first = seen.get(input.cnpj);
        if (first !== undefined) errors.push({ column: 'CNPJ', message: formatMessage(M.cnpjRepeated, { row: first }) });
        else seen.set(input.cnpj, rowNumber);
        company = existing.get(input.cnpj) ?? null;
        changes = company ? importChanges(input, company) : [];
        // changing a company that exists is the company form's PUT: COMPANY:UPDATE
        if (changes.length > 0 && !permissions.update) errors.push({ column: 'CNPJ', message: M.updateNotAllowed });
        const moved = input.position && (!company || company.latitude !== input.position.latitude || company.longitude !== input.position.longitude);
        if (input.position && moved) {
          // the city's reference point (one query per city; with the company itself among the 3+ partners of the median)
          const problem = await positionProblem(input.position, input, await reference(input));
          if (problem) errors.push({ column: 'Latitude', message: problem });
        }
        if (errors.length > 0) {
          input = null;
          company = null;
          changes = [];
        }
      }
      const action: CompanyImportAction = !input ? 'error' : !company ? 'create' : changes.length > 0 ? 'update' : 'skip';
      counts[action] += 1;
      values.push({
        importId,
        rowNumber,
        cells: parsed.cells,
        input,
        action,
        companyId: company?.id ?? null,
        changes,
        errors,
        result: action === 'error' ? ('failed' as const) : null,
      });
    }
    await db.insert(companyImportRows).values(values);
  };

  try {
    const opened = await storage.open(file.storedName);
    if (!opened) throw badRequest(M.empty, { file: M.empty });
    let header: ImportHeader | null = null;
    let pending: PendingRow[] = [];
    for await (const row of readSpreadsheet(opened.stream, file.format)) {
      if (!header) {
        if (isBlankRow(row.cells)) continue;
        header = resolveHeader(row.cells);
        continue;
      }
      if (isBlankRow(row.cells)) continue;
      rowCount += 1;
      if (rowCount > COMPANY_IMPORT_MAX_ROWS) {
        const message = formatMessage(M.tooManyRows, { max: COMPANY_IMPORT_MAX_ROWS.toLocaleString('pt-BR') });
        throw badRequest(message, { file: message });
      }
      pending.push({ rowNumber: row.rowNumber, parsed: parseImportRow(header, row.cells, lines) });
      if (pending.length >= CHUNK) {
        await flush(pending);
        pending = [];
      }
    }
    if (!header) throw badRequest(M.empty, { file: M.empty });
    if (rowCount === 0) throw badRequest(M.noRows, { file: M.noRows });
    await flush(pending);
    await db
      .update(companyImports)
      .set({
        rowCount,
        ignoredColumns: header.ignored,
        toCreate: counts.create,
        toUpdate: counts.update,
        toSkip: counts.skip,
        invalid: counts.error,
        failed: counts.error,
        processed: counts.error,
      })
      .where(eq(companyImports.id, importId));
    return importId;
  } catch (error) {
    await db
      .delete(companyImports)
      .where(eq(companyImports.id, importId))
      .catch(() => undefined);
    throw error;
  }
};
