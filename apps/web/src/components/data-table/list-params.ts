import type { OrderDirection } from '@rede/domain';
import type { TFilterValue, TListState } from './url-state';

/** The query of a list call (section 7 and the API conventions): paging, sort, search and filters. */
export type TListParams = {
  searchTerm?: string;
  pageSize: number;
  pageIndex: number;
  orderBy?: string;
  orderDirection?: OrderDirection;
  filters: Record<string, TFilterValue>;
};

export type TListResult<T> = { data: T[]; total: number };

export const toListParams = (state: TListState): TListParams => ({
  ...(state.searchTerm.trim() ? { searchTerm: state.searchTerm.trim() } : {}),
  pageSize: state.pageSize,
  pageIndex: state.pageIndex,
  ...(state.orderBy ? { orderBy: state.orderBy, orderDirection: state.orderDirection ?? 'asc' } : {}),
  filters: state.filters,
});

type TQueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** Query string of a list call: empty values are left out, arrays repeat the key (lines=1&lines=2). */
export const toSearchParams = (values: Record<string, TQueryValue>): URLSearchParams => {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => out.append(key, String(v)));
    else out.set(key, String(value));
  }
  return out;
};

/**
 * The query parameters of a list call, filters flattened: pass them to the api client,
 * `api.get('/lines', { params: toQueryParams(params) })`.
 */
export const toQueryParams = (params: TListParams): Record<string, TQueryValue> => {
  const { filters, ...rest } = params;
  return { ...rest, ...filters };
};
