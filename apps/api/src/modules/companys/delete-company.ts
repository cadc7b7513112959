import { eq } from 'drizzle-orm';
import type { TCompany } from '@rede/domain';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { LogActor } from '../company-logs/log-actor.ts';
import { writeCompanyLog } from '../company-logs/write-company-log.ts';
import type { CompanyDeps } from './company-deps.ts';
import { findCompanyRecord, lockCompany } from './company-record.ts';
import { toCompany } from './to-company.ts';

/**
 * Deletes the company (its lines, user links and roles go by cascade; its users stay, without it)
 * after writing its 'delete' log entry with the company as it was, in ONE transaction. The log keeps
 * the history readable. Answers the deleted company, or 404.
 */
export const deleteCompany = ({ db, now }: Pick<CompanyDeps, 'db' | 'now'>, actor: LogActor, id: number): Promise<TCompany> =>
  db.transaction(async (tx) => {
    if (!(await lockCompany(tx, id))) throw notFound();
    const before = (await findCompanyRecord(tx, id))!;
    await writeCompanyLog(tx, { companyId: id, typeAction: 'delete', actor, now, snapshot: before });
    await tx.delete(companies).where(eq(companies.id, id));
    return toCompany(before);
  });
