import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TEngagementReport } from '@rede/domain';
import { api } from '@/lib/api-client';

export const ENGAGEMENT_PATH = '/api/reports/engagement';

export type TEngagementPeriod = { from?: string; to?: string };

/** GET /api/reports/engagement (REPORTS:LIST): the whole network for administrators, the caller's companies for company users. */
export const getEngagementReport = (period: TEngagementPeriod, signal?: AbortSignal): Promise<TEngagementReport> =>
  api.get<TEngagementReport>('/reports/engagement', { params: { from: period.from, to: period.to }, signal });

export const engagementReportQueryOptions = (period: TEngagementPeriod) =>
  queryOptions({
    queryKey: ['reports', 'engagement', period.from ?? null, period.to ?? null],
    queryFn: ({ signal }) => getEngagementReport(period, signal),
  });

/** `enabled` false while the period is refused on the screen: nothing is asked for a period the API would refuse. */
export const useEngagementReport = (period: TEngagementPeriod, enabled = true) =>
  useQuery({ ...engagementReportQueryOptions(period), placeholderData: keepPreviousData, enabled });
