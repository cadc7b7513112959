import type { TCompanyBulkAction, TCompanyBulkDecisionResult, TCompanyBulkFailure, TCompanyIds } from '@rede/domain';
import { toQueryParams, type TListParams } from '@/components/data-table/list-params';
import { api } from '@/lib/api-client';

/**
 * Companies per POST /api/companys/bulk-decision call from the screen: the API takes up to 5 000 at once, but
 * each company is its own transaction (~10 ms), so the screen sends them a hundred at a time and shows the
 * count as they go (a request never runs long, whatever the selection).
 */
export const BULK_DECISION_CHUNK = 100;

export type TBulkDecisionInput = { action: TCompanyBulkAction; ids: number[]; reason: string | null };

/** POST /api/companys/bulk-decision `{ decision: { action, ids, reason? } }`. */
export const postBulkDecision = ({ action, ids, reason }: TBulkDecisionInput): Promise<TCompanyBulkDecisionResult> =>
  api.post<TCompanyBulkDecisionResult>('/companys/bulk-decision', { decision: { action, ids, ...(action === 'reject' ? { reason } : {}) } });

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
