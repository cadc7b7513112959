import { eq } from 'drizzle-orm';
import type { LogAction, TCompany } from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import type { CompanyDeps } from './company-deps.ts';
import { findCompanyRecord, lockCompany } from './company-record.ts';
import { toCompany } from './to-company.ts';

/** The workflow actions of an administrator (section 4): what each sets and the log action it writes. */
export const COMPANY_ACTIONS = {
  approve: { set: { status: 'approved' }, typeAction: 'approved' },
  reject: { set: { status: 'disapproved' }, typeAction: 'rejected' },
  deactivate: { set: { isActive: false }, typeAction: 'disabled' },
  reactivate: { set: { isActive: true }, typeAction: 'update' },
} as const satisfies Record<string, { set: Partial<typeof companies.$inferInsert>; typeAction: LogAction }>;
export type CompanyAction = keyof typeof COMPANY_ACTIONS;

/**
 * Applies a workflow action to the company (any status may be approved or rejected; deactivation
 * turns isActive off) and writes its log entry (with the rejection reason) in ONE transaction; 404
 * when it does not exist.
 */
export const decideCompany = (
  { db, now }: Pick<CompanyDeps, 'db' | 'now'>,
  actor: LogActor,
  input: { id: number; action: CompanyAction; reason?: string | null | undefined },
): Promise<TCompany> =>
  db.transaction(async (tx) => {
    if (!(await lockCompany(tx, input.id))) throw notFound();
    const { set, typeAction } = COMPANY_ACTIONS[input.action];
    await tx
      .update(companies)
      .set({ ...set, dtUpdate: now })
      .where(eq(companies.id, input.id));
    const after = (await findCompanyRecord(tx, input.id))!;
    const reason = input.action === 'reject' ? (input.reason ?? null) : null;
    await writeCompanyLog(tx, { companyId: input.id, typeAction, actor, now, reason, snapshot: after });
    return toCompany(after);
  });
