import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsPartnerDaily, analyticsSearchesDaily, analyticsSearchLinesDaily, companies, lines } from '../../db/schema/index.ts';
import type { AnalyticsSnapshot } from './analytics-counter.ts';

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

/**
 * Adds a drained snapshot to the daily tables in one transaction: each table one
 * `insert … select from jsonb_to_recordset … on conflict do update set count = count + excluded.count`,
 * so several instances (or several flushes of one) add up. Partner events of ids that are not companies,
 * and lines that do not exist, are dropped by the join: nothing that points nowhere is stored.
 */
export const writeAnalytics = async (db: Database, snapshot: AnalyticsSnapshot): Promise<void> => {
  const { searches, searchLines, partners } = snapshot;
  if (searches.length + searchLines.length + partners.length === 0) return;
  await db.transaction(async (tx) => {
    if (searches.length > 0) {
      await tx.execute(sql`
        insert into ${analyticsSearchesDaily} (day, uf, city, is_assistence, by_position, zero_result, count)
        select v.day::date, v.uf, v.city, v."isAssistence", v."byPosition", v."zeroResult", v.count
        from jsonb_to_recordset(${json(searches)}) as v(day text, uf text, city text, "isAssistence" boolean, "byPosition" boolean, "zeroResult" boolean, count integer)
        on conflict (day, uf, city, is_assistence, by_position, zero_result)
        do update set count = ${analyticsSearchesDaily}.count + excluded.count`);
    }
    if (searchLines.length > 0) {
      await tx.execute(sql`
        insert into ${analyticsSearchLinesDaily} (day, line_id, zero_result, count)
        select v.day::date, v."lineId", v."zeroResult", v.count
        from jsonb_to_recordset(${json(searchLines)}) as v(day text, "lineId" integer, "zeroResult" boolean, count integer)
        join ${lines} on ${lines.id} = v."lineId"
        on conflict (day, line_id, zero_result)
        do update set count = ${analyticsSearchLinesDaily}.count + excluded.count`);
    }
    if (partners.length > 0) {
      await tx.execute(sql`
        insert into ${analyticsPartnerDaily} (day, company_id, event, count)
        select v.day::date, v."companyId", v.event, v.count
        from jsonb_to_recordset(${json(partners)}) as v(day text, "companyId" integer, event text, count integer)
        join ${companies} on ${companies.id} = v."companyId"
        on conflict (day, company_id, event)
        do update set count = ${analyticsPartnerDaily}.count + excluded.count`);
    }
  });
};
