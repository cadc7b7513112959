import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatMessage, MESSAGES, type TCompanyImportIssue, type TPosition } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, companyImportRows, companyImports, companyLines, companyLogs } from '../../db/schema/index.ts';
import { isAppError } from '../../lib/app-error.ts';
import type { FileStorage } from '../../lib/storage/file-storage.ts';
import { companyLogValues } from '../company-logs/write-company-log.ts';
import { typeActionForUpdate } from '../companys/company-action.ts';
import { companyConflict } from '../companys/company-conflict.ts';
import { replaceCompanyLines } from '../companys/company-lines-set.ts';
import { findCityReference, positionProblem } from '../companys/company-position.ts';
import { companyColumns, type CompanyRecord } from '../company-record/company-record.ts';
import { findCompaniesByCnpj, importChanges, needsPositionFromCep } from './import-changes.ts';
import type { ImportInput } from './import-row.ts';
import { findImporterPermissions } from './importer-permissions.ts';
import { resolvePositionFromCep, type PositionServices } from './resolve-position.ts';

const M = MESSAGES.companyImport;

/** Rows written per transaction (one INSERT of the new companies, of their lines and of their log entries). */
export const IMPORT_BATCH_ROWS = 250;
/** Rows per batch whose position is resolved through the external services (so a batch stays short). */
const POSITIONS_PER_BATCH = 10;
/** How long a runner owns a job without renewing it (each batch renews it); then another instance takes over. */
export const IMPORT_LEASE_MS = 2 * 60_000;
/** An import never confirmed is deleted (with its file) this long after the dry run. */
export const IMPORT_PREVIEW_TTL_MS = 24 * 60 * 60_000;
/** A finished import's rows and report are kept this long. */
export const IMPORT_KEEP_MS = 30 * 24 * 60 * 60_000;

export type ImportJob = typeof companyImports.$inferSelect;

export type RunImportDeps = {
  db: Database;
  storage: FileStorage;
  clock: () => Date;
  services: PositionServices;
  /** Least time between two positions resolved through the external services (Nominatim asks for ≤ 1 request/s). */
  positionIntervalMs: number;
  log: FastifyBaseLogger;
  /** The directory's change signal, after each batch's commit. */
  changed: (companyIds: number[]) => void;
};

type PendingRow = { rowNumber: number; input: ImportInput };
type Resolved = { position: TPosition | null; fromCep: boolean; warnings: TCompanyImportIssue[] };
type RowOutcome = {
  rowNumber: number;
  result: 'created' | 'updated' | 'skipped' | 'failed';
  companyId: number | null;
  changes: string[];
  warnings: TCompanyImportIssue[];
  errors: TCompanyImportIssue[];
};

/** Thrown inside a batch's transaction when this runner no longer owns the job (another instance took it over). */
class LeaseLost extends Error {}

const leaseUntil = (now: Date) => new Date(now.getTime() + IMPORT_LEASE_MS);

/**
 * Takes the oldest confirmed import nobody is working on (state queued or running, its lease expired or
 * ours): `for update skip locked` on the job rows, so two instances never take the same one, then a lease
 * for IMPORT_LEASE_MS. Null when there is none.
 */
export const claimImport = async (db: Database, owner: string, now: Date): Promise<ImportJob | null> =>
  db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: companyImports.id })
      .from(companyImports)
      .where(
        and(
          inArray(companyImports.state, ['queued', 'running']),
          or(isNull(companyImports.leaseUntil), lt(companyImports.leaseUntil, now), eq(companyImports.leaseOwner, owner)),
        ),
      )
      .orderBy(asc(companyImports.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!candidate) return null;
    const [job] = await tx
      .update(companyImports)
      .set({
        state: 'running',
        leaseOwner: owner,
        leaseUntil: leaseUntil(now),
        startedAt: sql`coalesce(${companyImports.startedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(companyImports.id, candidate.id))
      .returning();
    return job ?? null;
  });

/** Locks the job's row for the transaction and renews the lease; LeaseLost when another runner owns it now. */
const holdJob = async (tx: Database, job: ImportJob, owner: string, now: Date): Promise<ImportJob> => {
  const [locked] = await tx.select().from(companyImports).where(eq(companyImports.id, job.id)).for('update');
  if (!locked || locked.leaseOwner !== owner || locked.state !== 'running') throw new LeaseLost();
  await tx
    .update(companyImports)
    .set({ leaseUntil: leaseUntil(now) })
    .where(eq(companyImports.id, job.id));
  return locked;
};

/** The next rows to write, in order: at most IMPORT_BATCH_ROWS, and at most POSITIONS_PER_BATCH of them needing a position from the CEP. */
const nextRows = async (deps: RunImportDeps, job: ImportJob): Promise<{ rows: PendingRow[]; existing: Map<string, CompanyRecord> }> => {
  const found = await deps.db
    .select({ rowNumber: companyImportRows.rowNumber, input: companyImportRows.input })
    .from(companyImportRows)
    .where(and(eq(companyImportRows.importId, job.id), isNull(companyImportRows.result)))
    .orderBy(asc(companyImportRows.rowNumber))
    .limit(IMPORT_BATCH_ROWS);
  const rows = found.map((row) => ({ rowNumber: row.rowNumber, input: row.input as ImportInput }));
  const existing = await findCompaniesByCnpj(
    deps.db,
    rows.map((row) => row.input.cnpj),
  );
  let positions = 0;
  const cut = rows.findIndex((row) => needsPositionFromCep(row.input, existing.get(row.input.cnpj) ?? null) && ++positions > POSITIONS_PER_BATCH);
  return { rows: cut === -1 ? rows : rows.slice(0, cut), existing };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Positions from the CEP for the rows that need one (outside any transaction: the services may be slow). */
const resolvePositions = async (
  deps: RunImportDeps,
  rows: readonly PendingRow[],
  existing: Map<string, CompanyRecord>,
): Promise<Map<number, Resolved>> => {
  const resolved = new Map<number, Resolved>();
  let last = 0;
  for (const { rowNumber, input } of rows) {
    if (!needsPositionFromCep(input, existing.get(input.cnpj) ?? null)) continue;
    const wait = last + deps.positionIntervalMs - Date.now();
    if (wait > 0) await sleep(wait);
    last = Date.now();
    let position = await resolvePositionFromCep(deps.services, input);
    // a geocoder's answer far from the city is a wrong place: better none
    if (position && (await positionProblem(position, input, await findCityReference(deps.db, input)))) position = null;
    resolved.set(rowNumber, {
      position,
      fromCep: position !== null,
      warnings: position ? [] : [{ column: 'CEP', message: M.positionFromCepMissing }],
    });
  }
  return resolved;
};

/** The company columns a row sets (keys left out of the file are not touched). */
const columnsOf = (input: ImportInput, position: TPosition | null | undefined) => ({
  name: input.name,
  cnpj: input.cnpj,
  ...(input.razaoSocial !== undefined ? { razaoSocial: input.razaoSocial } : {}),
  ...(input.email !== undefined ? { email: input.email } : {}),
  ...(input.phone !== undefined ? { phone: input.phone } : {}),
  ...(input.whatsapp !== undefined ? { whatsapp: input.whatsapp } : {}),
  ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
  ...(input.isAssistence !== undefined ? { isAssistence: input.isAssistence } : {}),
  cep: input.cep,
  logradouro: input.logradouro,
  numero: input.numero,
  ...(input.complement !== undefined ? { complement: input.complement } : {}),
  neibor: input.neibor,
  city: input.city,
  uf: input.uf,
  ...(position !== undefined ? { latitude: position?.latitude ?? null, longitude: position?.longitude ?? null } : {}),
});

const linesOf = (input: ImportInput) =>
  input.lineIds.map((id, i) => ({ id, name: input.lineNames[i] ?? '' })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);

/**
 * Writes rows in the transaction `tx` (the job locked, its lease checked): each row is decided again on the
 * companies as they are now (another write may have come since the dry run): a CNPJ nobody holds is created
 * with the batch's status (one INSERT for all of them, then their lines and their 'create' log entries), a
 * company with changes is updated (its 'update' log entry; 'disabled' when it becomes inactive), an unchanged
 * one is skipped (no log entry). The permissions are those of the user who started the import as they are
 * now, read in the same transaction: a row whose write they no longer allow fails with the reason. Returns
 * each row's outcome.
 */
const writeRows = async (
  tx: Database,
  job: ImportJob,
  rows: readonly PendingRow[],
  resolved: Map<number, Resolved>,
  now: Date,
): Promise<RowOutcome[]> => {
  const allowed = await findImporterPermissions(tx, job.userId);
  const refused = (row: PendingRow, issue: TCompanyImportIssue): RowOutcome => ({
    rowNumber: row.rowNumber,
    result: 'failed',
    companyId: null,
    changes: [],
    warnings: [],
    errors: [issue],
  });
  const actor = { id: job.userId, name: job.userName, email: job.userEmail, ip: job.ip, userAgent: job.userAgent };
  const cnpjs = rows.map((row) => row.input.cnpj);
  // lock the companies these rows may update (in id order), then read them as they are now
  await tx.execute(sql`select id from ${companies} where ${companies.cnpj} = any(${sql.param(cnpjs)}::text[]) order by id for update`);
  const existing = await findCompaniesByCnpj(tx, cnpjs);
  const outcomes: RowOutcome[] = [];
  const logs: (typeof companyLogs.$inferInsert)[] = [];
  const creates: { row: PendingRow; position: TPosition | null; warnings: TCompanyImportIssue[] }[] = [];

  for (const row of rows) {
    const { input } = row;
    const before = existing.get(input.cnpj) ?? null;
    const found = resolved.get(row.rowNumber);
    const needs = needsPositionFromCep(input, before);
    // a position resolved for a decision that changed since (rare): none resolved now is a missing position
    const position = input.position ?? (needs ? (found?.position ?? null) : undefined);
    const warnings = needs ? (found?.warnings ?? [{ column: 'CEP', message: M.positionFromCepMissing }]) : [];
    if (!before) {
      if (!allowed.create) outcomes.push(refused(row, { column: null, message: M.createNotAllowed }));
      else creates.push({ row, position: position ?? null, warnings });
      continue;
    }
    const changes = importChanges(input, before);
    const positionChanges = needs && (position?.latitude ?? null) !== before.latitude;
    if (changes.length === 0 && !positionChanges) {
      outcomes.push({ rowNumber: row.rowNumber, result: 'skipped', companyId: before.id, changes: [], warnings: [], errors: [] });
      continue;
    }
    if (!allowed.update) {
      outcomes.push(refused(row, { column: 'CNPJ', message: M.updateNotAllowed }));
      continue;
    }
    const [updated] = await tx
      .update(companies)
      .set({ ...columnsOf(input, input.position ?? (needs ? position : undefined)), dtUpdate: now })
      .where(eq(companies.id, before.id))
      .returning(companyColumns());
    if (changes.includes('Linhas')) await replaceCompanyLines(tx, before.id, input.lineIds, now);
    const after: CompanyRecord = { ...updated!, lines: changes.includes('Linhas') ? linesOf(input) : before.lines };
    logs.push(companyLogValues(after, { typeAction: typeActionForUpdate(before, after), actor, now }));
    outcomes.push({ rowNumber: row.rowNumber, result: 'updated', companyId: before.id, changes, warnings, errors: [] });
  }

  if (creates.length > 0) {
    const inserted = await tx
      .insert(companies)
      .values(
        creates.map(({ row, position }) => ({
          razaoSocial: null,
          email: null,
          phone: null,
          whatsapp: null,
          complement: null,
          isActive: true,
          isAssistence: false,
          ...columnsOf(row.input, position),
          status: job.companyStatus ?? 'pending',
          dtRegister: now,
          dtUpdate: now,
        })),
      )
      .returning(companyColumns());
    const byCnpj = new Map(inserted.map((company) => [company.cnpj!, company]));
    const links: (typeof companyLines.$inferInsert)[] = [];
    for (const { row, warnings } of creates) {
      const company = byCnpj.get(row.input.cnpj)!;
      for (const lineId of row.input.lineIds) links.push({ companyId: company.id, lineId, dtRegister: now, dtUpdate: now });
      logs.push(companyLogValues({ ...company, lines: linesOf(row.input) }, { typeAction: 'create', actor, now }));
      outcomes.push({ rowNumber: row.rowNumber, result: 'created', companyId: company.id, changes: [], warnings, errors: [] });
    }
    if (links.length > 0) await tx.insert(companyLines).values(links);
  }
  if (logs.length > 0) await tx.insert(companyLogs).values(logs);
  return outcomes;
};

/** Stores the rows' outcomes and adds them to the job's counters (in the batch's transaction). */
const recordOutcomes = async (tx: Database, job: ImportJob, outcomes: readonly RowOutcome[], resolved: Map<number, Resolved>) => {
  if (outcomes.length === 0) return;
  await tx.execute(sql`
    update ${companyImportRows} as r
    set result = v.result, company_id = v.company_id, changes = v.changes::text[], warnings = v.warnings::jsonb, errors = v.errors::jsonb
    from unnest(
      ${sql.param(outcomes.map((o) => o.rowNumber))}::integer[],
      ${sql.param(outcomes.map((o) => o.result))}::text[],
      ${sql.param(outcomes.map((o) => o.companyId))}::integer[],
      ${sql.param(outcomes.map((o) => `{${o.changes.map((c) => `"${c.replaceAll('"', '\\"')}"`).join(',')}}`))}::text[],
      ${sql.param(outcomes.map((o) => JSON.stringify(o.warnings)))}::text[],
      ${sql.param(outcomes.map((o) => JSON.stringify(o.errors)))}::text[]
    ) as v(row_number, result, company_id, changes, warnings, errors)
    where r.import_id = ${job.id} and r.row_number = v.row_number`);
  const count = (result: RowOutcome['result']) => outcomes.filter((o) => o.result === result).length;
  const written = outcomes.filter((o) => o.result === 'created' || o.result === 'updated');
  const fromCep = written.filter((o) => resolved.get(o.rowNumber)?.fromCep).length;
  const missing = written.filter((o) => o.warnings.some((w) => w.message === M.positionFromCepMissing)).length;
  await tx
    .update(companyImports)
    .set({
      processed: sql`${companyImports.processed} + ${outcomes.length}`,
      created: sql`${companyImports.created} + ${count('created')}`,
      updated: sql`${companyImports.updated} + ${count('updated')}`,
      skipped: sql`${companyImports.skipped} + ${count('skipped')}`,
      failed: sql`${companyImports.failed} + ${count('failed')}`,
      positionsFromCep: sql`${companyImports.positionsFromCep} + ${fromCep}`,
      positionsMissing: sql`${companyImports.positionsMissing} + ${missing}`,
    })
    .where(eq(companyImports.id, job.id));
};

/** The pt-BR reason a row could not be written (a conflict's own message; anything else, the generic text). */
const failureOf = (error: unknown): string => {
  const mapped = companyConflict(error);
  const message = isAppError(mapped) ? mapped.message : MESSAGES.errors.internal;
  return formatMessage(M.rowFailed, { message });
};

/**
 * One batch of the job: the next rows, their positions from the CEP, then one transaction that locks the
 * job, checks the lease, writes the rows and records their outcomes. When the batch fails as a whole (a
 * CNPJ taken by another write in the meantime, a value the database refuses), its rows are written one per
 * transaction, and a row that still fails is recorded 'failed' with the reason. 'done' when no row is left.
 */
export const runImportBatch = async (deps: RunImportDeps, job: ImportJob, owner: string): Promise<'more' | 'done' | 'lost'> => {
  const { rows, existing } = await nextRows(deps, job);
  if (rows.length === 0) return (await finishImport(deps, job, owner)) ? 'done' : 'lost';
  const resolved = await resolvePositions(deps, rows, existing);
  const write = (batch: readonly PendingRow[]) =>
    deps.db.transaction(async (tx) => {
      const now = deps.clock();
      const held = await holdJob(tx, job, owner, now);
      const outcomes = await writeRows(tx, held, batch, resolved, now);
      await recordOutcomes(tx, held, outcomes, resolved);
      return outcomes;
    });
  const changedIds = (outcomes: readonly RowOutcome[]) =>
    outcomes.filter((o) => o.result === 'created' || o.result === 'updated').map((o) => o.companyId!);
  try {
    deps.changed(changedIds(await write(rows)));
    return 'more';
  } catch (error) {
    if (error instanceof LeaseLost) return 'lost';
    deps.log.warn({ err: error, importId: job.id }, 'importação de empresas: lote recusado, gravando linha a linha');
  }
  for (const row of rows) {
    try {
      deps.changed(changedIds(await write([row])));
    } catch (error) {
      if (error instanceof LeaseLost) return 'lost';
      const outcome: RowOutcome = {
        rowNumber: row.rowNumber,
        result: 'failed',
        companyId: null,
        changes: [],
        warnings: [],
        errors: [{ column: null, message: failureOf(error) }],
      };
      await deps.db.transaction(async (tx) => {
        const held = await holdJob(tx, job, owner, deps.clock());
        await recordOutcomes(tx, held, [outcome], resolved);
      });
    }
  }
  return 'more';
};

/** Marks the job finished (lease checked) and removes its file from the storage. False when the lease was lost. */
const finishImport = async (deps: RunImportDeps, job: ImportJob, owner: string): Promise<boolean> => {
  const storedName = await deps.db.transaction(async (tx) => {
    const now = deps.clock();
    try {
      const held = await holdJob(tx, job, owner, now);
      await tx
        .update(companyImports)
        .set({ state: 'finished', finishedAt: now, leaseOwner: null, leaseUntil: null, storedName: null })
        .where(eq(companyImports.id, job.id));
      return held.storedName ?? '';
    } catch (error) {
      if (error instanceof LeaseLost) return null;
      throw error;
    }
  });
  if (storedName === null) return false;
  if (storedName)
    await deps.storage
      .remove(storedName)
      .catch((error: unknown) => deps.log.warn({ err: error, file: storedName }, 'importação de empresas: arquivo não removido'));
  deps.log.info({ importId: job.id }, 'importação de empresas concluída');
  return true;
};

/**
 * Housekeeping: imports never confirmed after IMPORT_PREVIEW_TTL_MS and finished ones after IMPORT_KEEP_MS
 * are deleted (their rows with them), and their files removed. Rows taken `for update skip locked`, so
 * instances running it together do not collide.
 */
export const deleteOldImports = async (deps: Pick<RunImportDeps, 'db' | 'storage'>, now: Date): Promise<number> => {
  const removed = await deps.db.transaction(async (tx) => {
    const old = await tx
      .select({ id: companyImports.id, storedName: companyImports.storedName })
      .from(companyImports)
      .where(
        or(
          and(eq(companyImports.state, 'previewed'), lt(companyImports.createdAt, new Date(now.getTime() - IMPORT_PREVIEW_TTL_MS))),
          and(eq(companyImports.state, 'finished'), lt(companyImports.finishedAt, new Date(now.getTime() - IMPORT_KEEP_MS))),
        ),
      )
      .limit(100)
      .for('update', { skipLocked: true });
    if (old.length > 0)
      await tx.delete(companyImports).where(
        inArray(
          companyImports.id,
          old.map((row) => row.id),
        ),
      );
    return old;
  });
  for (const { storedName } of removed) if (storedName) await deps.storage.remove(storedName).catch(() => undefined);
  return removed.length;
};
