import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { COMPANY_STATUSES, DEFAULT_TIME_ZONE, REPORT_MONTHS, UFS, type TReportSummary } from '@rede/domain';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { companies, companyLines, companyLogs, lines } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';

/** The companies of the scope: every one (undefined) or a company user's own. */
const inScope = (
  column: typeof companies.id | typeof companyLines.companyId | typeof companyLogs.companyId,
  scope: readonly number[] | undefined,
): SQL | undefined => (scope === undefined ? undefined : scope.length === 0 ? sql`false` : inArray(column, [...scope]));

const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

const UF_NAMES = new Map<string, string>(UFS.map((u) => [u.uf, u.nome]));

/**
 * The reports screen's numbers, each table computed in SQL: companies by state, by product line and
 * by status, and for the last REPORT_MONTHS months (São Paulo time, the current month last) the
 * companies registered (companies.dt_register) and the approvals logged (company_logs typeAction
 * 'approved': approval events, so a company approved twice counts twice; approvals of companies
 * deleted since are kept, as the log is). `scope` limits everything to those companies.
 */
export const findReportSummary = async (db: Database, now: Date, scope: readonly number[] | undefined): Promise<TReportSummary> => {
  const [totals] = await db
    .select({
      companies: sql<number>`count(*)`.mapWith(Number),
      actives: countWhere(and(eq(companies.status, 'approved'), eq(companies.isActive, true))),
      ...Object.fromEntries(COMPANY_STATUSES.map((status) => [status, countWhere(eq(companies.status, status))])),
    })
    .from(companies)
    .where(inScope(companies.id, scope));

  const stateTotal = count(companies.id);
  const byState = await db
    .select({ uf: companies.uf, total: stateTotal })
    .from(companies)
    .where(inScope(companies.id, scope))
    .groupBy(companies.uf)
    .orderBy(desc(stateTotal), asc(companies.uf));

  const lineTotal = count(companyLines.id);
  const byLine = await db
    .select({ id: lines.id, name: lines.name, total: lineTotal })
    .from(lines)
    .leftJoin(companyLines, and(eq(companyLines.lineId, lines.id), inScope(companyLines.companyId, scope)))
    .groupBy(lines.id, lines.name)
    .orderBy(desc(lineTotal), asc(foldedSql(lines.name)), asc(lines.id));

  const zone = sql.raw(`'${DEFAULT_TIME_ZONE}'`);
  const current = sql`date_trunc('month', (${now.toISOString()}::timestamptz) at time zone ${zone})`;
  const registered = sql`(${companies.dtRegister} at time zone ${zone})`;
  const approvedAt = sql`(${companyLogs.createdAt} at time zone ${zone})`;
  type MonthRow = { month: string; registrations: number | string; approvals: number | string };
  const months = await db.execute(sql`
    select to_char(m.month, 'YYYY-MM') as month,
      (select count(*) from ${companies}
        where ${registered} >= m.month and ${registered} < m.month + interval '1 month'
        ${scope === undefined ? sql`` : sql`and ${inScope(companies.id, scope)}`}) as registrations,
      (select count(*) from ${companyLogs}
        where ${companyLogs.typeAction} = 'approved' and ${approvedAt} >= m.month and ${approvedAt} < m.month + interval '1 month'
        ${scope === undefined ? sql`` : sql`and ${inScope(companyLogs.companyId, scope)}`}) as approvals
    from generate_series(${current} - interval '${sql.raw(String(REPORT_MONTHS - 1))} months', ${current}, interval '1 month') as m(month)
    order by m.month`);

  const row = totals as Record<string, number>;
  return {
    generatedAt: now.toISOString(),
    scope: scope === undefined ? 'all' : 'own',
    totals: { companies: row.companies ?? 0, actives: row.actives ?? 0 },
    byState: byState.map((s) => ({ uf: s.uf, name: UF_NAMES.get(s.uf) ?? s.uf, total: Number(s.total) })),
    byLine: byLine.map((l) => ({ id: l.id, name: l.name, total: Number(l.total) })),
    byStatus: COMPANY_STATUSES.map((status) => ({ status, total: row[status] ?? 0 })),
    byMonth: rowsOf<MonthRow>(months).map((m) => ({ month: m.month, registrations: Number(m.registrations), approvals: Number(m.approvals) })),
  };
};

/** `db.execute` answers `{ rows }` (PGlite and node-postgres alike). */
