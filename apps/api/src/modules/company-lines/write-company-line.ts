import { and, count, eq, ne } from 'drizzle-orm';
import { MESSAGES, type TCompanyLine, type TCompanyLineCreate, type TCompanyLineUpdate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, companyLines, lines } from '../../db/schema/index.ts';
import { conflict, notFound, validationError } from '../../lib/app-error.ts';
import { staleRecord } from '../../lib/record-version.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import { findCompanyRecord, lockCompany } from '../company-record/company-record.ts';
import { queuePendingApproval, type MailContext } from '../companys/queue-company-mails.ts';
import { findCompanyLine } from './find-company-lines.ts';

/**
 * `scope`: the companies a company user manages (undefined for administrators). A company user's change
 * of a company's lines is an edit of the company like any other (section 4): the company goes back to
 * 'Pendente' and the administrators' "waiting for approval" digest is queued, in the same transaction.
 */
export type CompanyLineDeps = {
  db: Database;
  now: Date;
  actor: LogActor;
  scope: readonly number[] | undefined;
  mail: MailContext;
  /** Called after the commit with the companies whose lines changed (the public directory's change signal). */
  changed?: (companyIds: number[]) => void;
};

const inScope = (scope: readonly number[] | undefined, companyId: number) => !scope || scope.includes(companyId);

/** 400 at `companyLine.lineId` unless the line exists. */
const assertLineExists = async (db: Database, lineId: number) => {
  const [line] = await db.select({ id: lines.id }).from(lines).where(eq(lines.id, lineId));
  if (!line) throw validationError({ 'companyLine.lineId': MESSAGES.validation.invalid });
};

/** 409 if the company already has the line (other than the link `exceptId`). */
const assertNotLinked = async (tx: Database, companyId: number, lineId: number, exceptId?: number) => {
  const [other] = await tx
    .select({ id: companyLines.id })
    .from(companyLines)
    .where(and(eq(companyLines.companyId, companyId), eq(companyLines.lineId, lineId), exceptId ? ne(companyLines.id, exceptId) : undefined));
  if (other) throw conflict(MESSAGES.errors.companyLineDuplicate, { 'companyLine.lineId': MESSAGES.errors.companyLineDuplicate });
};

/** 409 when the company has only this one line. */
const assertNotLastLine = async (tx: Database, companyId: number) => {
  const [row] = await tx.select({ total: count() }).from(companyLines).where(eq(companyLines.companyId, companyId));
  if ((row?.total ?? 0) <= 1) throw conflict(MESSAGES.errors.companyLineLast);
};

/** Locks the companies (in id order, so two writers never deadlock); 404 if one is gone. */
const lockCompanies = async (tx: Database, ids: readonly number[]) => {
  for (const id of [...new Set(ids)].sort((a, b) => a - b)) if (!(await lockCompany(tx, id))) throw notFound();
};

/** Adds a line to one of the scope's companies (404 otherwise) and logs an 'update' of the company, in one transaction. */
export const createCompanyLine = async (deps: CompanyLineDeps, input: TCompanyLineCreate): Promise<TCompanyLine> => {
  const { db, now, scope, changed } = deps;
  if (!inScope(scope, input.companyId)) throw notFound();
  await assertLineExists(db, input.lineId);
  const id = await db.transaction(async (tx) => {
    await lockCompanies(tx, [input.companyId]);
    await assertNotLinked(tx, input.companyId, input.lineId);
    const [row] = await tx
      .insert(companyLines)
      .values({ companyId: input.companyId, lineId: input.lineId, dtRegister: now, dtUpdate: now })
      .returning({ id: companyLines.id });
    await recordCompanyChange(tx, deps, input.companyId);
    return row!.id;
  });
  changed?.([input.companyId]);
  return (await findCompanyLine(db, id, undefined))!;
};

/**
 * Changes a link's line and/or company (both within the scope; 404 otherwise). Moving it away from a
 * company that has no other line is refused (409). Each company touched gets an 'update' log entry.
 */
export const updateCompanyLine = async (deps: CompanyLineDeps, input: TCompanyLineUpdate): Promise<TCompanyLine> => {
  const { db, now, scope, changed } = deps;
  const current = await findCompanyLine(db, input.id, scope);
  if (!current || !inScope(scope, input.companyId)) throw notFound();
  await assertLineExists(db, input.lineId);
  await db.transaction(async (tx) => {
    await lockCompanies(tx, [current.companyId, input.companyId]);
    const [row] = await tx.select().from(companyLines).where(eq(companyLines.id, input.id)).for('update');
    if (!row) throw notFound();
    if (input.expectedUpdatedAt !== undefined && row.dtUpdate.getTime() !== Date.parse(input.expectedUpdatedAt)) {
      throw staleRecord('companyLine', row.dtUpdate);
    }
    if (row.companyId === input.companyId && row.lineId === input.lineId) return;
    await assertNotLinked(tx, input.companyId, input.lineId, input.id);
    if (row.companyId !== input.companyId) await assertNotLastLine(tx, row.companyId);
    await tx.update(companyLines).set({ companyId: input.companyId, lineId: input.lineId, dtUpdate: now }).where(eq(companyLines.id, input.id));
    for (const companyId of new Set([row.companyId, input.companyId])) await recordCompanyChange(tx, deps, companyId);
  });
  changed?.([current.companyId, input.companyId]);
  return (await findCompanyLine(db, input.id, undefined))!;
};

/** Removes a link of the scope (404 otherwise); a company's last line is refused (409). Logs an 'update'. */
export const deleteCompanyLine = async (deps: CompanyLineDeps, id: number): Promise<TCompanyLine> => {
  const { db, scope, changed } = deps;
  const current = await findCompanyLine(db, id, scope);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    await lockCompanies(tx, [current.companyId]);
    const [row] = await tx.select().from(companyLines).where(eq(companyLines.id, id)).for('update');
    if (!row) throw notFound();
    await assertNotLastLine(tx, row.companyId);
    await tx.delete(companyLines).where(eq(companyLines.id, id));
    await recordCompanyChange(tx, deps, row.companyId);
  });
  changed?.([current.companyId]);
  return current;
};

/**
 * After a change of the company's lines, in its transaction: dt_update follows; a company user's change
 * sends the company back to 'Pendente' and queues the administrators' digest; one 'update' log entry.
 */
const recordCompanyChange = async (tx: Database, { now, actor, scope, mail }: CompanyLineDeps, companyId: number) => {
  const isOwner = scope !== undefined;
  await tx
    .update(companies)
    .set({ dtUpdate: now, ...(isOwner ? { status: 'pending' } : {}) })
    .where(eq(companies.id, companyId));
  const after = (await findCompanyRecord(tx, companyId))!;
  await writeCompanyLog(tx, { companyId, typeAction: 'update', actor, now, snapshot: after });
  if (isOwner) await queuePendingApproval(tx, mail, { company: after, action: 'update', actorName: actor.name, now });
};
