import type { QueryClient } from '@tanstack/react-query';
import type { TListParams, TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { getCompanyLogs } from './get-company-logs';
import type { TCompanyLog } from '@rede/domain';
import { COMPANY_LOGS_QUERY_KEY } from './query-key';

/**
 * settings/companyLineLogs — HOW "line changes" are found, and why on the client:
 * the API writes every change of a company's lines (through /companyLines or the company form) as an
 * 'update' entry holding the company's lines AFTER the action, and it has no filter for "entries whose
 * lines changed" (its `changes` are computed only per entry, by GET /companysLog/logs/log/{id}).
 * So this screen reads ONE company's whole history (oldest first, 100 entries a call) and keeps each
 * entry whose set of line ids differs from the previous entry's — the same comparison the server's
 * `changes` make, by id so a renamed line is not a change. The first entry (the registration) is not a
 * change. A network-wide list would need that filter in the API (reported as a gap).
 */
export type TLineChange = TCompanyLog & { linesBefore: string[]; linesAfter: string[]; added: string[]; removed: string[] };

const HISTORY_PAGE_SIZE = 100;

/** Every entry of the company, oldest first. */
export const getWholeCompanyHistory = async (companyId: number, signal?: AbortSignal): Promise<TCompanyLog[]> => {
  const entries: TCompanyLog[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await getCompanyLogs(
      companyId,
      { pageIndex, pageSize: HISTORY_PAGE_SIZE, orderBy: 'dtRegister', orderDirection: 'asc', filters: {} },
      signal,
    );
    entries.push(...page.data);
    if (page.data.length < HISTORY_PAGE_SIZE || entries.length >= page.total) return entries;
  }
};

/** The entries whose lines differ from the previous entry's (newest first), with what was added and removed. */
export const lineChangesOf = (oldestFirst: readonly TCompanyLog[]): TLineChange[] => {
  const changes: TLineChange[] = [];
  for (let i = 1; i < oldestFirst.length; i += 1) {
    const previous = oldestFirst[i - 1]!;
    const entry = oldestFirst[i]!;
    const beforeIds = new Set(previous.lines.map((l) => l.id));
    const afterIds = new Set(entry.lines.map((l) => l.id));
    const added = entry.lines.filter((l) => !beforeIds.has(l.id)).map((l) => l.name);
    const removed = previous.lines.filter((l) => !afterIds.has(l.id)).map((l) => l.name);
    if (added.length === 0 && removed.length === 0) continue;
    changes.push({ ...entry, linesBefore: previous.lines.map((l) => l.name), linesAfter: entry.lines.map((l) => l.name), added, removed });
  }
  return changes.reverse();
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Search (user, e-mail, line names), sort (dtRegister, userActionName) and paging of the computed rows. */
export const pageOfLineChanges = (rows: readonly TLineChange[], params: TListParams): TListResult<TLineChange> => {
  const term = params.searchTerm ? fold(params.searchTerm) : '';
  const matching = term
    ? rows.filter((row) =>
        [row.userActionName, row.userActionEmail, ...row.linesBefore, ...row.linesAfter].some((text) => text && fold(text).includes(term)),
      )
    : [...rows];
  if (params.orderBy === 'userActionName' || params.orderBy === 'dtRegister') {
    const key = params.orderBy;
    const direction = params.orderDirection === 'desc' ? -1 : 1;
    matching.sort((a, b) => direction * fold(String(a[key] ?? '')).localeCompare(fold(String(b[key] ?? ''))) || b.id - a.id);
  }
  const start = params.pageIndex * params.pageSize;
  return { data: matching.slice(start, start + params.pageSize), total: matching.length };
};

/** The list engine's resource for one company: the history is read once (30 s cache) and paged here. */
export const companyLineChangesResource = (companyId: number, queryClient: QueryClient): TDataTableResource<TLineChange> => ({
  queryKey: [...COMPANY_LOGS_QUERY_KEY, 'line-changes', companyId],
  list: async (params, signal) => {
    const history = await queryClient.fetchQuery({
      queryKey: [...COMPANY_LOGS_QUERY_KEY, 'whole-history', companyId],
      queryFn: () => getWholeCompanyHistory(companyId, signal),
      staleTime: 30_000,
    });
    return pageOfLineChanges(lineChangesOf(history), params);
  },
  permissions: { list: 'COMPANYLOG:LIST' },
});
