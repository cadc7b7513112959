import { and, count, eq, ne } from 'drizzle-orm';
import { MESSAGES, type TCompanyLine, type TCompanyLineCreate, type TCompanyLineUpdate } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, companyLines, lines } from '../../db/schema/index.ts';
import { conflict, notFound, validationError } from '../../lib/app-error.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import { lockCompany } from '../companys/company-record.ts';
import { findCompanyLine } from './find-company-lines.ts';

export type CompanyLineDeps = {
  db: Database;
  now: Date;
  actor: LogActor;
  scope: readonly number[] | undefined;
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
export const createCompanyLine = async ({ db, now, actor, scope, changed }: CompanyLineDeps, input: TCompanyLineCreate): Promise<TCompanyLine> => {
  if (!inScope(scope, input.companyId)) throw notFound();
  await assertLineExists(db, input.lineId);
  const id = await db.transaction(async (tx) => {
    await lockCompanies(tx, [input.companyId]);
    await assertNotLinked(tx, input.companyId, input.lineId);
    const [row] = await tx
      .insert(companyLines)
      .values({ companyId: input.companyId, lineId: input.lineId, dtRegister: now, dtUpdate: now })
      .returning({ id: companyLines.id });
    await touchCompany(tx, input.companyId, now);
    await writeCompanyLog(tx, { companyId: input.companyId, typeAction: 'update', actor, now });
    return row!.id;
  });
  changed?.([input.companyId]);
  return (await findCompanyLine(db, id, undefined))!;
};

/**
 * Changes a link's line and/or company (both within the scope; 404 otherwise). Moving it away from a
 * company that has no other line is refused (409). Each company touched gets an 'update' log entry.
 */
export const updateCompanyLine = async ({ db, now, actor, scope, changed }: CompanyLineDeps, input: TCompanyLineUpdate): Promise<TCompanyLine> => {
  const current = await findCompanyLine(db, input.id, scope);
  if (!current || !inScope(scope, input.companyId)) throw notFound();
  await assertLineExists(db, input.lineId);
  await db.transaction(async (tx) => {
    await lockCompanies(tx, [current.companyId, input.companyId]);
    const [row] = await tx.select().from(companyLines).where(eq(companyLines.id, input.id)).for('update');
    if (!row) throw notFound();
    if (row.companyId === input.companyId && row.lineId === input.lineId) return;
    await assertNotLinked(tx, input.companyId, input.lineId, input.id);
    if (row.companyId !== input.companyId) await assertNotLastLine(tx, row.companyId);
    await tx.update(companyLines).set({ companyId: input.companyId, lineId: input.lineId, dtUpdate: now }).where(eq(companyLines.id, input.id));
    for (const companyId of new Set([row.companyId, input.companyId])) {
      await touchCompany(tx, companyId, now);
      await writeCompanyLog(tx, { companyId, typeAction: 'update', actor, now });
    }
  });
  changed?.([current.companyId, input.companyId]);
  return (await findCompanyLine(db, input.id, undefined))!;
};

/** Removes a link of the scope (404 otherwise); a company's last line is refused (409). Logs an 'update'. */
export const deleteCompanyLine = async ({ db, now, actor, scope, changed }: CompanyLineDeps, id: number): Promise<TCompanyLine> => {
  const current = await findCompanyLine(db, id, scope);
  if (!current) throw notFound();
  await db.transaction(async (tx) => {
    await lockCompanies(tx, [current.companyId]);
    const [row] = await tx.select().from(companyLines).where(eq(companyLines.id, id)).for('update');
    if (!row) throw notFound();
    await assertNotLastLine(tx, row.companyId);
    await tx.delete(companyLines).where(eq(companyLines.id, id));
    await touchCompany(tx, row.companyId, now);
    await writeCompanyLog(tx, { companyId: row.companyId, typeAction: 'update', actor, now });
  });
  changed?.([current.companyId]);
  return current;
};

/** The company's dt_update follows changes of its lines. */
const touchCompany = async (tx: Database, companyId: number, now: Date) => {
  await tx.update(companies).set({ dtUpdate: now }).where(eq(companies.id, companyId));
};
