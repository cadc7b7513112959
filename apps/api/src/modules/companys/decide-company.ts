import { eq } from 'drizzle-orm';
import type { LogAction, TCompany } from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertRecordVersion } from '../../lib/record-version.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import type { Database } from '../../db/client.ts';
import type { CompanyDeps } from './company-deps.ts';
import { findCompanyRecord, lockCompany, type CompanyRecord } from '../company-record/company-record.ts';
import { queueCompanyDecision } from './queue-company-mails.ts';
import { applyPendingChange, discardPendingChange, findPendingChange, toReviewedCompanyOf, type PendingChange } from './company-pending-change.ts';

/** The workflow actions of an administrator (section 4): what each sets and the log action it writes. */
export const COMPANY_ACTIONS = {
  approve: { set: { status: 'approved' }, typeAction: 'approved' },
  reject: { set: { status: 'disapproved' }, typeAction: 'rejected' },
  deactivate: { set: { isActive: false }, typeAction: 'disabled' },
  reactivate: { set: { isActive: true }, typeAction: 'update' },
} as const satisfies Record<string, { set: Partial<typeof companies.$inferInsert>; typeAction: LogAction }>;
export type CompanyAction = keyof typeof COMPANY_ACTIONS;

/** True when the action would change nothing (approving an approved company, …). */
const isAlreadyDone = (record: CompanyRecord, action: CompanyAction): boolean =>
  Object.entries(COMPANY_ACTIONS[action].set).every(([key, value]) => record[key as keyof CompanyRecord] === value);

export type DecideCompanyResult = { company: TCompany; isChanged: boolean };

/**
 * Applies a workflow action to the company (any status may be approved or rejected; deactivation
 * turns isActive off; approving or rejecting an approved company with a proposed change decides the
 * change: decideChange) and writes its log entry (with the rejection reason) and the company's
 * approval/rejection e-mail in ONE transaction; 404 when it does not exist. Idempotent: an action
 * that changes nothing (checked under the row lock, so parallel clicks count once) writes nothing.
 */
export const decideCompany = async (
  { db, now, mail, changed }: Pick<CompanyDeps, 'db' | 'now' | 'mail' | 'changed'>,
  actor: LogActor,
  input: { id: number; action: CompanyAction; reason?: string | null | undefined; expectedUpdatedAt?: string | undefined },
): Promise<DecideCompanyResult> => {
  const result = await db.transaction(async (tx): Promise<DecideCompanyResult> => {
    if (!(await lockCompany(tx, input.id))) throw notFound();
    // shown at another version: the operator decides on what they have not seen (409, nothing written)
    await assertRecordVersion(tx, companies, input.id, input.expectedUpdatedAt, 'company');
    const before = (await findCompanyRecord(tx, input.id))!;
    const { action } = input;
    if (action === 'approve' || action === 'reject') {
      const change = await findPendingChange(tx, input.id);
      if (change) return decideChange(tx, { now, mail }, actor, { before, change, action, reason: input.reason ?? null });
    }
    if (isAlreadyDone(before, input.action)) return { company: await toReviewedCompanyOf(tx, before, 'admin'), isChanged: false };
    const { set, typeAction } = COMPANY_ACTIONS[input.action];
    await tx
      .update(companies)
      .set({ ...set, dtUpdate: now })
      .where(eq(companies.id, input.id));
    const after = (await findCompanyRecord(tx, input.id))!;
    const reason = input.action === 'reject' ? (input.reason ?? null) : null;
    await writeCompanyLog(tx, { companyId: input.id, typeAction, actor, now, reason, snapshot: after });
    if (input.action === 'approve' || input.action === 'reject') {
      await queueCompanyDecision(tx, mail, { company: after, decision: input.action === 'approve' ? 'approved' : 'rejected', reason, now });
    }
    return { company: await toReviewedCompanyOf(tx, after, 'admin'), isChanged: true };
  });
  if (result.isChanged) changed([input.id]);
  return result;
};

/**
 * The decision on an approved company's proposed change, in the caller's transaction: approving publishes
 * it (its values and lines onto the row, status approved), rejecting discards it (the approved version
 * stays as it was); either way the row's version moves on, ONE log entry is written (the published
 * company; the reason when rejecting) and the decision e-mail (with the reason) is queued to the company.
 */
const decideChange = async (
  tx: Database,
  { now, mail }: Pick<CompanyDeps, 'now' | 'mail'>,
  actor: LogActor,
  input: { before: CompanyRecord; change: PendingChange; action: 'approve' | 'reject'; reason: string | null },
): Promise<DecideCompanyResult> => {
  const { before, change } = input;
  if (input.action === 'approve') await applyPendingChange(tx, change, now);
  else {
    await discardPendingChange(tx, before.id);
    await tx.update(companies).set({ dtUpdate: now }).where(eq(companies.id, before.id));
  }
  const after = (await findCompanyRecord(tx, before.id))!;
  const reason = input.action === 'reject' ? input.reason : null;
  const typeAction = input.action === 'approve' ? 'approved' : 'rejected';
  await writeCompanyLog(tx, { companyId: before.id, typeAction, actor, now, reason, snapshot: after });
  await queueCompanyDecision(tx, mail, { company: after, decision: typeAction, reason, now, subject: 'change' });
  return { company: await toReviewedCompanyOf(tx, after, 'admin'), isChanged: true };
};
