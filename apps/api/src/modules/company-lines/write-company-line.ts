import { and, count, eq, ne } from 'drizzle-orm';
import {
  MESSAGES,
  type TCompanyLine,
  type TCompanyLineCreate,
  type TCompanyLineProposal,
  type TCompanyLineProposalWithdrawal,
  type TCompanyLineUpdate,
} from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, companyLines, lines } from '../../db/schema/index.ts';
import { conflict, notFound, validationError } from '../../lib/app-error.ts';
import { staleRecord } from '../../lib/record-version.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import { findCompanyRecord, lockCompany, type CompanyRecord } from '../company-record/company-record.ts';
import { findPendingChange, proposedChanges, proposedRecordOf, proposeLineEdit, type LineLinkEdit } from '../companys/company-pending-change.ts';
import { queuePendingApproval, type MailContext } from '../companys/queue-company-mails.ts';
import { findCompanyLine } from './find-company-lines.ts';

/**
 * `scope`: the companies a company user manages (undefined for administrators). A company user's change
 * of a company's lines is an edit of the company like any other (section 4): an approved company gets it
 * as a proposed change (its approved version stays public until the decision); any other goes back to
 * 'Pendente'; either way the administrators' "waiting for approval" digest is queued, in the same transaction.
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

/** A write's answer: the link as written, or (a company user's edit of an approved company) the proposal it made. */
export type CompanyLineWrite = { kind: 'written'; companyLine: TCompanyLine } | { kind: 'proposed'; proposal: TCompanyLineProposal };

/** The companies whose lines a company user may only propose to change: the approved ones (see decisions). */
/** Links a line to a company (refused when it already has it) and records the company's change; the link's id. */
const linkLine = async (tx: Database, deps: CompanyLineDeps, companyId: number, lineId: number, now: Date): Promise<number> => {
  await assertNotLinked(tx, companyId, lineId);
  const [row] = await tx.insert(companyLines).values({ companyId, lineId, dtRegister: now, dtUpdate: now }).returning({ id: companyLines.id });
  await recordCompanyChange(tx, deps, companyId);
  return row!.id;
};

const isProposal = (deps: CompanyLineDeps, company: CompanyRecord) => deps.scope !== undefined && company.status === 'approved';

const proposalOf = async (db: Database, company: CompanyRecord, lineId: number, pendingChange: boolean): Promise<TCompanyLineProposal> => {
  const [line] = await db.select({ id: lines.id, name: lines.name, icon: lines.icon }).from(lines).where(eq(lines.id, lineId));
  return { lineId, line: line!, companyId: company.id, company: { id: company.id, name: company.name }, pendingChange };
};

const propose = (tx: Database, deps: CompanyLineDeps, published: CompanyRecord, edit: LineLinkEdit) =>
  proposeLineEdit(tx, { published, edit, actor: deps.actor, now: deps.now, mail: deps.mail });

/**
 * Adds a line to one of the scope's companies (404 otherwise) and logs an 'update' of the company, in one
 * transaction; a company user's addition to an APPROVED company goes into its proposed change instead.
 */
export const createCompanyLine = async (deps: CompanyLineDeps, input: TCompanyLineCreate): Promise<CompanyLineWrite> => {
  const { db, now, scope, changed } = deps;
  if (!inScope(scope, input.companyId)) throw notFound();
  await assertLineExists(db, input.lineId);
  const result = await db.transaction(async (tx): Promise<CompanyLineWrite | number> => {
    await lockCompanies(tx, [input.companyId]);
    const company = (await findCompanyRecord(tx, input.companyId))!;
    if (isProposal(deps, company)) {
      const { pendingChange } = await propose(tx, deps, company, { kind: 'add', lineId: input.lineId });
      return { kind: 'proposed', proposal: await proposalOf(tx, company, input.lineId, pendingChange) };
    }
    return linkLine(tx, deps, input.companyId, input.lineId, now);
  });
  if (typeof result !== 'number') return result;
  changed?.([input.companyId]);
  return { kind: 'written', companyLine: (await findCompanyLine(db, result, undefined))! };
};

/**
 * Changes a link's line and/or company (both within the scope; 404 otherwise). Moving it away from a
 * company that has no other line is refused (409). Each company touched gets an 'update' log entry. For a
 * company user, an APPROVED company touched is not written: the removal of the link's line from it and/or
 * the addition of the new line to it go into its proposed change (the link itself stays as published).
 */
export const updateCompanyLine = async (deps: CompanyLineDeps, input: TCompanyLineUpdate): Promise<CompanyLineWrite> => {
  const { db, now, scope, changed } = deps;
  const current = await findCompanyLine(db, input.id, scope);
  if (!current || !inScope(scope, input.companyId)) throw notFound();
  await assertLineExists(db, input.lineId);
  const result = await db.transaction(async (tx): Promise<{ proposal: TCompanyLineProposal | null; written: number[]; linkId: number }> => {
    await lockCompanies(tx, [current.companyId, input.companyId]);
    const [row] = await tx.select().from(companyLines).where(eq(companyLines.id, input.id)).for('update');
    if (!row) throw notFound();
    if (input.expectedUpdatedAt !== undefined && row.dtUpdate.getTime() !== Date.parse(input.expectedUpdatedAt)) {
      throw staleRecord('companyLine', row.dtUpdate);
    }
    const source = (await findCompanyRecord(tx, row.companyId))!;
    const target = row.companyId === input.companyId ? source : (await findCompanyRecord(tx, input.companyId))!;
    if (!isProposal(deps, source) && !isProposal(deps, target)) {
      if (row.companyId === input.companyId && row.lineId === input.lineId) return { proposal: null, written: [], linkId: input.id };
      await assertNotLinked(tx, input.companyId, input.lineId, input.id);
      if (row.companyId !== input.companyId) await assertNotLastLine(tx, row.companyId);
      await tx.update(companyLines).set({ companyId: input.companyId, lineId: input.lineId, dtUpdate: now }).where(eq(companyLines.id, input.id));
      for (const companyId of new Set([row.companyId, input.companyId])) await recordCompanyChange(tx, deps, companyId);
      return { proposal: null, written: [row.companyId, input.companyId], linkId: input.id };
    }
    if (source.id === target.id) {
      const { pendingChange } = await propose(tx, deps, source, { kind: 'change', link: row, lineId: input.lineId });
      return { proposal: await proposalOf(tx, target, input.lineId, pendingChange), written: [], linkId: input.id };
    }
    // a move between an approved company and another: each side as that company's own edit
    const written: number[] = [];
    if (isProposal(deps, source)) await propose(tx, deps, source, { kind: 'remove', link: row });
    else {
      await assertNotLastLine(tx, source.id);
      await tx.delete(companyLines).where(eq(companyLines.id, row.id));
      await recordCompanyChange(tx, deps, source.id);
      written.push(source.id);
    }
    if (isProposal(deps, target)) {
      const { pendingChange } = await propose(tx, deps, target, { kind: 'add', lineId: input.lineId });
      return { proposal: await proposalOf(tx, target, input.lineId, pendingChange), written, linkId: input.id };
    }
    // the approved source keeps its link until the decision: the target gets a link of its own
    const linkId = await linkLine(tx, deps, target.id, input.lineId, now);
    return { proposal: null, written: [...written, target.id], linkId };
  });
  if (result.written.length > 0) changed?.(result.written);
  if (result.proposal) return { kind: 'proposed', proposal: result.proposal };
  return { kind: 'written', companyLine: (await findCompanyLine(db, result.linkId, undefined))! };
};

/**
 * Removes a link of the scope (404 otherwise); a company's last line is refused (409). Logs an 'update'.
 * A company user's removal from an APPROVED company goes into its proposed change (the link stays published).
 */
export const deleteCompanyLine = async (deps: CompanyLineDeps, id: number): Promise<CompanyLineWrite> => {
  const { db, scope, changed } = deps;
  const current = await findCompanyLine(db, id, scope);
  if (!current) throw notFound();
  const proposal = await db.transaction(async (tx): Promise<TCompanyLineProposal | null> => {
    await lockCompanies(tx, [current.companyId]);
    const [row] = await tx.select().from(companyLines).where(eq(companyLines.id, id)).for('update');
    if (!row) throw notFound();
    const company = (await findCompanyRecord(tx, row.companyId))!;
    if (isProposal(deps, company)) {
      const { pendingChange } = await propose(tx, deps, company, { kind: 'remove', link: row });
      return proposalOf(tx, company, row.lineId, pendingChange);
    }
    await assertNotLastLine(tx, row.companyId);
    await tx.delete(companyLines).where(eq(companyLines.id, id));
    await recordCompanyChange(tx, deps, row.companyId);
    return null;
  });
  if (proposal) return { kind: 'proposed', proposal };
  changed?.([current.companyId]);
  return { kind: 'written', companyLine: current };
};

/**
 * Undoes the line changes a company user proposed for one of the scope's companies (404 otherwise): the approved
 * lines again, the rest of the proposal kept (the proposal goes when nothing else is left). 409 when no line
 * change waits (decided or undone meanwhile): the user must not believe they undid a change that was published.
 */
export const withdrawLineProposal = async (deps: CompanyLineDeps, companyId: number): Promise<TCompanyLineProposalWithdrawal> => {
  const { db, scope } = deps;
  if (!inScope(scope, companyId)) throw notFound();
  return db.transaction(async (tx) => {
    await lockCompanies(tx, [companyId]);
    const company = (await findCompanyRecord(tx, companyId))!;
    const change = await findPendingChange(tx, companyId);
    const proposed = await proposedRecordOf(tx, company, change);
    if (!change || !proposedChanges(company, proposed).some((c) => c.field === 'lines')) throw conflict(MESSAGES.errors.companyLineNoProposal);
    const { pendingChange } = await propose(tx, deps, company, { kind: 'revert' });
    return { companyId, pendingChange };
  });
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
