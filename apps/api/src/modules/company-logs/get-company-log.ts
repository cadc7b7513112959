import { and, desc, eq, sql } from 'drizzle-orm';
import type { TCompanyLogDetails } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { companyLogs } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { diffCompanyLogs } from './diff-company-logs.ts';
import { toCompanyLog } from './to-company-log.ts';

/**
 * One log entry with `changes` (the fields that differ from the previous entry of the same company)
 * and `previousId`; 404 when it does not exist, or (with `companyIds`) belongs to another company.
 */
export const getCompanyLog = async (db: Database, logId: number, companyIds?: readonly number[]): Promise<TCompanyLogDetails> => {
  const [row] = await db.select().from(companyLogs).where(eq(companyLogs.id, logId));
  if (!row || (companyIds && !companyIds.includes(row.companyId))) throw notFound();
  const [previousRow] = await db
    .select()
    .from(companyLogs)
    .where(
      and(
        eq(companyLogs.companyId, row.companyId),
        sql`("company_logs"."created_at", "company_logs"."id") < (select this_log.created_at, this_log.id from company_logs this_log where this_log.id = ${logId})`,
      ),
    )
    .orderBy(desc(companyLogs.createdAt), desc(companyLogs.id))
    .limit(1);
  const current = toCompanyLog(row);
  const previous = previousRow ? toCompanyLog(previousRow) : null;
  return { ...current, previousId: previous?.id ?? null, changes: diffCompanyLogs(previous, current) };
};
