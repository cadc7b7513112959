/** Reports (section 2: reports, line_companys): GET /reports/summary and GET /reports/lineCompanies. */
import { z } from 'zod';
import { COMPANY_STATUSES } from '../constants.ts';
import { LINE_SORTABLE_COLUMNS } from './line.ts';
import { listQueryWith, zQueryEnum } from './list-query.ts';

/** The summary's months: the current one and the 11 before it (America/Sao_Paulo). */
export const REPORT_MONTHS = 12;

/** GET /reports/summary: partner counts by state, line and status, and the last 12 months. */
export const ZReportSummarySchema = z.object({
  /** When the numbers were read (ISO). */
  generatedAt: z.string(),
  /** 'all': every company (administrators); 'own': only the caller's companies (company users). */
  scope: z.enum(['all', 'own']),
  /** companies: every company; actives: approved and active (what the public directory shows). */
  totals: z.object({ companies: z.number().int(), actives: z.number().int() }),
  /** States with at least one company, most companies first. */
  byState: z.array(z.object({ uf: z.string(), name: z.string(), total: z.number().int() })),
  /** Every product line (zero included), most companies first. */
  byLine: z.array(z.object({ id: z.number().int(), name: z.string(), total: z.number().int() })),
  /** The three statuses, in COMPANY_STATUSES order. */
  byStatus: z.array(z.object({ status: z.enum(COMPANY_STATUSES), total: z.number().int() })),
  /** Oldest month first ('YYYY-MM'): companies registered (dt_register) and approvals logged (typeAction approved). */
  byMonth: z.array(z.object({ month: z.string(), registrations: z.number().int(), approvals: z.number().int() })),
});
export type TReportSummary = z.infer<typeof ZReportSummarySchema>;

/** `format=xlsx` gives the same tables as a spreadsheet. */
export const ZReportSummaryQuerySchema = z.object({ format: zQueryEnum(['json', 'xlsx'] as const) });

/** An item of GET /reports/lineCompanies (the line_companys screen): a product line with the number of companies that offer it. */
export const ZLineCompaniesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  /** Companies linked to the line, any status. */
  companiesCount: z.number().int(),
  /** Of those, approved and active (in the public directory). */
  activeCount: z.number().int(),
});
export type TLineCompanies = z.infer<typeof ZLineCompaniesSchema>;

export const LINE_COMPANIES_SORTABLE_COLUMNS = [...LINE_SORTABLE_COLUMNS, 'companiesCount', 'activeCount'] as const;
export type LineCompaniesSortableColumn = (typeof LINE_COMPANIES_SORTABLE_COLUMNS)[number];
export const ZLineCompaniesQuerySchema = listQueryWith(LINE_COMPANIES_SORTABLE_COLUMNS);
export type TLineCompaniesQuery = z.infer<typeof ZLineCompaniesQuerySchema>;
