import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyStatus } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/reports/summary (apps/api reports module; not in @rede/domain yet). */
export type TReportSummary = {
  generatedAt: string;
  /** 'own': a company user's own companies only. */
  scope: 'all' | 'own';
  totals: { companies: number; actives: number };
  byState: { uf: string; name: string; total: number }[];
  byLine: { id: number; name: string; total: number }[];
  byStatus: { status: CompanyStatus; total: number }[];
  /** Oldest month first, 'YYYY-MM'. */
  byMonth: { month: string; registrations: number; approvals: number }[];
};

export const REPORT_SUMMARY_PATH = '/api/reports/summary';

/** Partners by state, line and status, and registrations and approvals of the last 12 months (REPORTS:LIST). */
export const getReportSummary = (signal?: AbortSignal): Promise<TReportSummary> => api.get<TReportSummary>('/reports/summary', { signal });

export const reportSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['reports', 'summary'], queryFn: ({ signal }) => getReportSummary(signal) });

export const useReportSummary = () => useQuery(reportSummaryQueryOptions());
