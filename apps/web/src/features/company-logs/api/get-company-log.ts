import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TCompanyLogDetails } from '@rede/domain';
import { COMPANY_LOGS_QUERY_KEY } from './query-key';

/** GET /api/companysLog/logs/log/{logId}: the entry with `changes` against the company's previous entry. */
export const getCompanyLog = (logId: number, signal?: AbortSignal): Promise<TCompanyLogDetails> =>
  api.get<TCompanyLogDetails>(`/companysLog/logs/log/${logId}`, { signal });

export const companyLogQueryOptions = (logId: number) =>
  queryOptions({ queryKey: [...COMPANY_LOGS_QUERY_KEY, 'entry', logId], queryFn: ({ signal }) => getCompanyLog(logId, signal) });

export const useCompanyLog = (logId: number) => useQuery(companyLogQueryOptions(logId));
