import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type TCompany, type TCompanyChange, type TCompanyReview } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companies, companyLines, companyPendingChanges, lines, type ProposedCompanyValues } from '../../db/schema/index.ts';
import { diffCompanyLogs } from '../company-logs/diff-company-logs.ts';
import { toCompanyLog } from '../company-logs/to-company-log.ts';
import { companyLogValues } from '../company-logs/write-company-log.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import type { CompanyRecord } from '../company-record/company-record.ts';
import { conflict } from '../../lib/app-error.ts';
import { replaceCompanyLines } from './company-lines-set.ts';
import { queuePendingApproval, type MailContext } from './queue-company-mails.ts';
import { toCompany } from './to-company.ts';

export type PendingChange = typeof companyPendingChanges.$inferSelect;

/** Whose view of a company: an administrator sees the approved values (plus the change), its own user the proposed ones. */
export type CompanyView = 'admin' | 'owner';

/** `exists` a proposed change of the company (correlated to `companies`): such a company waits for a decision. */
export const hasPendingChangeSql = (): SQL =>
  sql`exists (select 1 from ${companyPendingChanges} where ${companyPendingChanges.companyId} = ${companies.id})`;

/** The values of a company that a proposed change carries. */
export const proposedValuesOf = (record: CompanyRecord): ProposedCompanyValues => ({
  name: record.name,
  logo: record.logo,
  cnpj: record.cnpj,
  razaoSocial: record.razaoSocial,
  phone: record.phone,
  whatsapp: record.whatsapp,
  email: record.email,
  cep: record.cep,
  latitude: record.latitude,
  longitude: record.longitude,
  logradouro: record.logradouro,
  numero: record.numero,
  complement: record.complement,
  neibor: record.neibor,
  city: record.city,
  uf: record.uf,
  photo: record.photo,
  isAssistence: record.isAssistence,
  visualIdentityColor: record.visualIdentityColor,
  openingHours: record.openingHours ?? null,
  lineIds: record.lines.map((line) => line.id),
});

/** The names of these lines by id (a line deleted since the proposal is left out). */
const lineNamesOf = async (db: Database, ids: readonly number[]): Promise<Map<number, string>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: lines.id, name: lines.name })
    .from(lines)
    .where(inArray(lines.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
};

/** The company as the change proposes it: the record with the proposed values (status and the rest as they are). */
const withProposedValues = (record: CompanyRecord, proposed: ProposedCompanyValues, lineNames: Map<number, string>): CompanyRecord => {
  const { lineIds, lineLinkEdits: _edits, ...values } = proposed;
  const proposedLines = lineIds.flatMap((id) => {
    const name = lineNames.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
  proposedLines.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
  return { ...record, ...values, lines: proposedLines };
};

/** The company with its proposed change applied, read in `db` (the change's lines named); the record itself without one. */
export const proposedRecordOf = async (db: Database, record: CompanyRecord, change: PendingChange | null): Promise<CompanyRecord> =>
  change ? withProposedValues(record, change.proposed, await lineNamesOf(db, change.proposed.lineIds)) : record;

const NO_ACTOR = { id: null, name: '', email: '', ip: null, userAgent: null };

/** A record compared as the log compares its entries (same fields, same readable values). */
const asLogEntry = (record: CompanyRecord, now: Date) =>
  toCompanyLog({ ...companyLogValues(record, { typeAction: 'update', actor: NO_ACTOR, now }), id: 0, createdAt: now } as Parameters<
    typeof toCompanyLog
  >[0]);

/** The fields the change alters, approved value → proposed value, labelled in pt-BR (the log's comparison). */
export const proposedChanges = (published: CompanyRecord, proposed: CompanyRecord): TCompanyChange[] => {
  const now = new Date(0);
  return diffCompanyLogs(asLogEntry(published, now), asLogEntry(proposed, now)).map((change) => ({
    ...change,
    label: MESSAGES.companyFieldLabels[change.field] ?? change.field,
  }));
};

const NEW_REVIEW: TCompanyReview = { kind: 'new', requestedAt: null, requestedByName: null, changes: [] };

/**
 * The company as `view` sees it: a pending company is a new registration to decide; an approved one with
 * a proposed change carries the change (before → after), with the proposed values for its own user.
 */
const toReviewedCompany = (record: CompanyRecord, change: PendingChange | null, lineNames: Map<number, string>, view: CompanyView): TCompany => {
  if (!change) return { ...toCompany(record), review: record.status === 'pending' ? NEW_REVIEW : null, isProposedChange: false };
  const proposed = withProposedValues(record, change.proposed, lineNames);
  const review: TCompanyReview = {
    kind: 'change',
    requestedAt: change.requestedAt.toISOString(),
    requestedByName: change.requestedByName,
    changes: proposedChanges(record, proposed),
  };
  return view === 'owner' ? { ...toCompany(proposed), review, isProposedChange: true } : { ...toCompany(record), review, isProposedChange: false };
};

/** The companies of these records as `view` sees them (toReviewedCompany): two queries, whatever their number. */
export const toReviewedCompanies = async (db: Database, records: readonly CompanyRecord[], view: CompanyView): Promise<TCompany[]> => {
  if (records.length === 0) return [];
  const changes = await db
    .select()
    .from(companyPendingChanges)
    .where(
      inArray(
        companyPendingChanges.companyId,
        records.map((r) => r.id),
      ),
    );
  const byCompany = new Map(changes.map((change) => [change.companyId, change]));
  const lineNames = await lineNamesOf(
    db,
    changes.flatMap((change) => change.proposed.lineIds),
  );
  return records.map((record) => toReviewedCompany(record, byCompany.get(record.id) ?? null, lineNames, view));
};

/** One company as `view` sees it. */
export const toReviewedCompanyOf = async (db: Database, record: CompanyRecord, view: CompanyView): Promise<TCompany> =>
  (await toReviewedCompanies(db, [record], view))[0]!;

/** The company's proposed change, or null. Pass the transaction that locked the company to read it safely. */
export const findPendingChange = async (db: Database, companyId: number): Promise<PendingChange | null> => {
  const [row] = await db.select().from(companyPendingChanges).where(eq(companyPendingChanges.companyId, companyId));
  return row ?? null;
};

/**
 * Stores `proposed` as the company's change, replacing an earlier one (which keeps its base version: the
 * approved version it changes is still the same row). `lineLinkEdits`: the published links it gives another line.
 */
export const saveProposedChange = async (
  tx: Database,
  input: { published: CompanyRecord; proposed: CompanyRecord; actor: LogActor; now: Date; lineLinkEdits?: Record<string, number> },
): Promise<void> => {
  const values = {
    proposed: { ...proposedValuesOf(input.proposed), ...(input.lineLinkEdits ? { lineLinkEdits: input.lineLinkEdits } : {}) },
    requestedById: input.actor.id,
    requestedByName: input.actor.name,
    requestedAt: input.now,
  };
  await tx
    .insert(companyPendingChanges)
    .values({ companyId: input.published.id, baseUpdatedAt: input.published.dtUpdate, ...values })
    .onConflictDoUpdate({ target: companyPendingChanges.companyId, set: values });
};

/** Drops the company's proposed change (rejected, withdrawn, or superseded by the administrators' own edit). */
export const discardPendingChange = async (tx: Database, companyId: number): Promise<boolean> => {
  const deleted = await tx
    .delete(companyPendingChanges)
    .where(eq(companyPendingChanges.companyId, companyId))
    .returning({ companyId: companyPendingChanges.companyId });
  return deleted.length > 0;
};

/**
 * The published links the proposal changed get their new line (the link keeps its id and its registration
 * date), unless the company already has a link to that line: the set of lines decides then.
 */
const applyLineLinkEdits = async (tx: Database, companyId: number, edits: Record<string, number>, lineIds: readonly number[], now: Date) => {
  for (const [linkId, lineId] of Object.entries(edits)) {
    if (!lineIds.includes(lineId)) continue;
    const links = await tx.select().from(companyLines).where(eq(companyLines.companyId, companyId));
    if (links.some((link) => link.lineId === lineId)) continue;
    await tx
      .update(companyLines)
      .set({ lineId, dtUpdate: now })
      .where(and(eq(companyLines.id, Number(linkId)), eq(companyLines.companyId, companyId)));
  }
};

/** Publishes the change: its values and lines onto the companies row (status approved), and the change row deleted. */
export const applyPendingChange = async (tx: Database, change: PendingChange, now: Date): Promise<void> => {
  const { lineIds, lineLinkEdits, ...values } = change.proposed;
  await tx
    .update(companies)
    .set({ ...values, status: 'approved', dtUpdate: now })
    .where(eq(companies.id, change.companyId));
  // a line deleted since the proposal is no longer there to link
  const existing = [...(await lineNamesOf(tx, lineIds)).keys()];
  if (existing.length > 0) {
    await applyLineLinkEdits(tx, change.companyId, lineLinkEdits ?? {}, existing, now);
    await replaceCompanyLines(tx, change.companyId, existing, now);
  }
  await discardPendingChange(tx, change.companyId);
};

/** A published line link: its id and the line it links. */
type PublishedLink = { id: number; lineId: number };

/**
 * One change of the line links: a line added, a published link given another line, a published link removed, or
 * every line change of the proposal undone (the approved lines again; the rest of the proposal stays).
 */
export type LineLinkEdit =
  | { kind: 'add'; lineId: number }
  | { kind: 'change'; link: PublishedLink; lineId: number }
  | { kind: 'remove'; link: PublishedLink }
  | { kind: 'revert' };

const setKey = (lineIds: Iterable<number>, edits: Record<string, number>) =>
  JSON.stringify([[...lineIds].sort((a, b) => a - b), Object.entries(edits).sort(([a], [b]) => Number(a) - Number(b))]);

/**
 * A company user's change of an APPROVED company's line links (under the company's lock): `edit` is applied to
 * what they proposed before (or to the approved version) and the result becomes the company's proposed change,
 * like an edit of the company form; the approved version, links included, stays public. The proposal keeps
 * which published link was given which line, so a later edit of the same link replaces its earlier one.
 * Adding a line the proposal already has is 409, as is leaving it without a line. An edit that brings the
 * lines back to the approved version withdraws the change. The row's version moves on whenever the change is
 * saved or withdrawn. Answers whether a change still waits for the decision.
 */
export const proposeLineEdit = async (
  tx: Database,
  input: { published: CompanyRecord; edit: LineLinkEdit; actor: LogActor; now: Date; mail: MailContext },
): Promise<{ pendingChange: boolean }> => {
  const { published, edit, actor, now } = input;
  const change = await findPendingChange(tx, published.id);
  const base = await proposedRecordOf(tx, published, change);
  const lineIds = new Set(base.lines.map((line) => line.id));
  const edits: Record<string, number> = { ...change?.proposed.lineLinkEdits };
  const before = setKey(lineIds, edits);
  /** The line the proposal gives a published link (undefined: the proposal removes it). */
  const proposedLineOf = (link: PublishedLink) => {
    const edited = edits[link.id];
    if (edited !== undefined && lineIds.has(edited)) return edited;
    return edited === undefined && lineIds.has(link.lineId) ? link.lineId : undefined;
  };
  const add = (lineId: number) => {
    if (lineIds.has(lineId)) throw conflict(MESSAGES.errors.companyLineDuplicate, { 'companyLine.lineId': MESSAGES.errors.companyLineDuplicate });
    lineIds.add(lineId);
  };
  if (edit.kind === 'add') add(edit.lineId);
  else if (edit.kind === 'revert') {
    lineIds.clear();
    for (const line of published.lines) lineIds.add(line.id);
    for (const linkId of Object.keys(edits)) delete edits[linkId];
  } else {
    const current = proposedLineOf(edit.link);
    if (edit.kind === 'remove' || current !== edit.lineId) {
      if (current !== undefined) lineIds.delete(current);
      delete edits[edit.link.id];
      if (edit.kind === 'change') {
        add(edit.lineId);
        if (edit.lineId !== edit.link.lineId) edits[edit.link.id] = edit.lineId;
      }
    }
  }
  if (lineIds.size === 0) throw conflict(MESSAGES.errors.companyLineLast);
  // nothing to record: the proposal already says this (a link it already removes)
  if (setKey(lineIds, edits) === before) return { pendingChange: change !== null };
  const proposed = withProposedValues(base, { ...proposedValuesOf(base), lineIds: [...lineIds] }, await lineNamesOf(tx, [...lineIds]));
  const bump = () => tx.update(companies).set({ dtUpdate: now }).where(eq(companies.id, published.id));
  if (proposedChanges(published, proposed).length === 0) {
    if (await discardPendingChange(tx, published.id)) await bump();
    return { pendingChange: false };
  }
  await saveProposedChange(tx, { published, proposed, actor, now, lineLinkEdits: edits });
  await bump();
  await queuePendingApproval(tx, input.mail, { company: proposed, action: 'update', actorName: actor.name, now });
  return { pendingChange: true };
};
