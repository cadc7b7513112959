import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsPartnerDaily, analyticsSearchesDaily, analyticsSearchLinesDaily, companies, lines } from '../../db/schema/index.ts';
import type { AnalyticsSnapshot } from './analytics-counter.ts';

/**
 * Rows per statement: the embedded database runs in the server's thread, so a flush is cut into short statements.
 * At 100 000 companies a partner row costs PGlite ~18 µs (the upsert, its two indexes and the foreign key's check):
 * 250 rows hold the thread ~5 ms, where 500 held it 10–21 ms (and the directory's requests waited that long).
 */
export const ANALYTICS_WRITE_CHUNK = 250;

const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::jsonb`;

const upsertSearches = (rows: unknown[]): SQL => sql`
  insert into ${analyticsSearchesDaily} (day, uf, city, is_assistence, by_position, zero_result, count)
  select v.day::date, v.uf, v.city, v."isAssistence", v."byPosition", v."zeroResult", v.count
  from jsonb_to_recordset(${json(rows)}) as v(day text, uf text, city text, "isAssistence" boolean, "byPosition" boolean, "zeroResult" boolean, count integer)
  on conflict (day, uf, city, is_assistence, by_position, zero_result)
  do update set count = ${analyticsSearchesDaily}.count + excluded.count`;

const upsertSearchLines = (rows: unknown[]): SQL => sql`
  insert into ${analyticsSearchLinesDaily} (day, line_id, zero_result, count)
  select v.day::date, v."lineId", v."zeroResult", v.count
  from jsonb_to_recordset(${json(rows)}) as v(day text, "lineId" integer, "zeroResult" boolean, count integer)
  join ${lines} on ${lines.id} = v."lineId"
  on conflict (day, line_id, zero_result)
  do update set count = ${analyticsSearchLinesDaily}.count + excluded.count`;

const upsertPartners = (rows: unknown[]): SQL => sql`
  insert into ${analyticsPartnerDaily} (day, company_id, event, count)
  select v.day::date, v."companyId", v.event, v.count
  from jsonb_to_recordset(${json(rows)}) as v(day text, "companyId" integer, event text, count integer)
  join ${companies} on ${companies.id} = v."companyId"
  on conflict (day, company_id, event)
  do update set count = ${analyticsPartnerDaily}.count + excluded.count`;

type Chunk = { table: keyof AnalyticsSnapshot; rows: AnalyticsSnapshot[keyof AnalyticsSnapshot] };

const UPSERT: Record<keyof AnalyticsSnapshot, (rows: unknown[]) => SQL> = {
  searches: upsertSearches,
  searchLines: upsertSearchLines,
  partners: upsertPartners,
};

/**
 * Adds a drained snapshot to the daily tables: statements of at most ANALYTICS_WRITE_CHUNK rows, each
 * `insert … select from jsonb_to_recordset … on conflict do update set count = count + excluded.count` (atomic on its
 * own), with a turn of the event loop between them, so several instances (or flushes) add up and a large flush never
 * holds the server's thread (the embedded database runs in it). Partner events of ids that are not companies, and
 * lines that do not exist, are dropped by the join: nothing that points nowhere is stored. On a failure, the rows not
 * yet written are returned (the caller counts them again); those written stay written, never twice.
 */
export const writeAnalytics = async (db: Database, snapshot: AnalyticsSnapshot): Promise<{ unwritten: AnalyticsSnapshot; error?: unknown }> => {
  const chunks: Chunk[] = [];
  for (const table of ['searches', 'searchLines', 'partners'] as const) {
    const rows = snapshot[table];
    for (let i = 0; i < rows.length; i += ANALYTICS_WRITE_CHUNK) chunks.push({ table, rows: rows.slice(i, i + ANALYTICS_WRITE_CHUNK) });
  }
  for (const [index, chunk] of chunks.entries()) {
    try {
      if (index > 0) await yieldToEventLoop();
      await db.execute(UPSERT[chunk.table](chunk.rows));
    } catch (error) {
      const unwritten: AnalyticsSnapshot = { searches: [], searchLines: [], partners: [] };
      for (const rest of chunks.slice(index)) (unwritten[rest.table] as unknown[]).push(...rest.rows);
      return { unwritten, error };
    }
  }
  return { unwritten: { searches: [], searchLines: [], partners: [] } };
};
