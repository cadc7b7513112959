import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReportSummary } from '@rede/domain';
import { api } from '@/lib/api-client';

export const REPORT_SUMMARY_PATH = '/api/reports/summary';

/** Partners by state, line and status, and registrations and approvals of the last 12 months (REPORTS:LIST). */
export const getReportSummary = (signal?: AbortSignal): Promise<TReportSummary> => api.get<TReportSummary>('/reports/summary', { signal });

export const reportSummaryQueryOptions = () => queryOptions({ queryKey: ['reports', 'summary'], queryFn: ({ signal }) => getReportSummary(signal) });

export const useReportSummary = () => useQuery(reportSummaryQueryOptions());
