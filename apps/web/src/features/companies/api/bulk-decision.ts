import type { QueryClient } from '@tanstack/react-query';
import type { TCompanyBulkAction, TCompanyBulkDecisionResult, TCompanyBulkFailure, TCompanyIds } from '@rede/domain';
import { toQueryParams, type TListParams } from '@/components/data-table/list-params';
import { api } from '@/lib/api-client';
import { COMPANIES_QUERY_KEY } from './get-companies';

/**
 * Companies per POST /api/companys/bulk-decision call from the screen: the API takes up to 5 000 at once, but
 * each company is its own transaction (~10 ms), so the screen sends them a hundred at a time and shows the
 * count as they go (a request never runs long, whatever the selection).
 */
export const BULK_DECISION_CHUNK = 100;

/** `versions`: the dtUpdate each company was shown at, by id; the server refuses a company changed since. */
export type TBulkDecisionInput = { action: TCompanyBulkAction; ids: number[]; reason: string | null; versions?: Readonly<Record<string, string>> };

/** POST /api/companys/bulk-decision `{ decision: { action, ids, reason?, expectedUpdatedAt? } }` (the versions of these ids only). */
export const postBulkDecision = ({ action, ids, reason, versions }: TBulkDecisionInput): Promise<TCompanyBulkDecisionResult> => {
  const expectedUpdatedAt = Object.fromEntries(ids.flatMap((id) => (versions?.[id] ? [[String(id), versions[id]]] : [])));
  return api.post<TCompanyBulkDecisionResult>('/companys/bulk-decision', {
    decision: {
      action,
      ids,
      ...(action === 'reject' ? { reason } : {}),
      ...(Object.keys(expectedUpdatedAt).length > 0 ? { expectedUpdatedAt } : {}),
    },
  });
};

/**
 * The version (dtUpdate) each company was last shown at, by id: from the companies queries the screen holds
 * (the list's pages, a company's details), the most recently loaded winning.
 */
export const shownCompanyVersions = (queryClient: QueryClient): Record<string, string> => {
  const versions: Record<string, string> = {};
  const queries = queryClient
    .getQueryCache()
    .findAll({ queryKey: COMPANIES_QUERY_KEY })
    .sort((a, b) => a.state.dataUpdatedAt - b.state.dataUpdatedAt);
  for (const query of queries) {
    const data = query.state.data as { data?: unknown; id?: unknown; dtUpdate?: unknown } | undefined;
    const records = Array.isArray(data?.data) ? (data.data as { id?: unknown; dtUpdate?: unknown }[]) : data ? [data] : [];
    for (const record of records) {
      if (typeof record.id === 'number' && typeof record.dtUpdate === 'string') versions[String(record.id)] = record.dtUpdate;
    }
  }
  return versions;
};

/** GET /api/companys/company/ids: every id the list's search and filters match, in the list's order (at most 5 000, else 400). */
export const getCompanyIds = (params: TListParams, signal?: AbortSignal): Promise<TCompanyIds> => {
  const { pageSize: _pageSize, pageIndex: _pageIndex, ...query } = toQueryParams(params);
  return api.get<TCompanyIds>('/companys/company/ids', { params: query, ...(signal ? { signal } : {}) });
};

export type TBulkDecisionProgress = { done: number; total: number };

/** What a run did: the changed ids, the failures with their reasons, and the error that stopped it (the rest untried). */
export type TBulkDecisionOutcome = {
  succeeded: number[];
  failed: TCompanyBulkFailure[];
  total: number;
  /** The call that failed as a whole (connection, session…): the companies from there on were not tried. */
  stoppedBy: unknown;
  untried: number;
};

/** Sends the decision `chunk` companies at a time, reporting the count after each answer; stops at the first failed call. */
export const runBulkDecision = async (
  input: TBulkDecisionInput,
  {
    send = postBulkDecision,
    chunk = BULK_DECISION_CHUNK,
    onProgress,
  }: { send?: typeof postBulkDecision; chunk?: number; onProgress?: (progress: TBulkDecisionProgress) => void } = {},
): Promise<TBulkDecisionOutcome> => {
  const outcome: TBulkDecisionOutcome = { succeeded: [], failed: [], total: input.ids.length, stoppedBy: null, untried: 0 };
  onProgress?.({ done: 0, total: outcome.total });
  for (let start = 0; start < input.ids.length; start += chunk) {
    const ids = input.ids.slice(start, start + chunk);
    try {
      const { data } = await send({ ...input, ids });
      outcome.succeeded.push(...data.succeeded);
      outcome.failed.push(...data.failed);
    } catch (error) {
      outcome.stoppedBy = error;
      outcome.untried = input.ids.length - start;
      break;
    }
    onProgress?.({ done: start + ids.length, total: outcome.total });
  }
  return outcome;
};
