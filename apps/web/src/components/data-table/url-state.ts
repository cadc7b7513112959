import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type OrderDirection } from '@rede/domain';
import type { TSortState } from './sort-cycle';

export type TFilterValue = string | string[];

/** What a list shows: kept in the URL so reload, back and a shared link show the same page. */
export type TListState = {
  searchTerm: string;
  orderBy?: string;
  orderDirection?: OrderDirection;
  pageIndex: number;
  pageSize: number;
  filters: Record<string, TFilterValue>;
};

export type TListStateConfig = {
  /** Prefix of every parameter, for screens with more than one list ('logs.' → logs.pageIndex). */
  prefix?: string;
  /** The filter parameters the list owns; `multiple` ones repeat in the URL (lines=1&lines=2). */
  filters?: readonly { param: string; multiple?: boolean }[];
  /** Sort used when the URL names none. Choosing 'none' then writes an empty orderBy. */
  defaultSort?: TSortState;
  defaultPageSize?: number;
};

const PAGE_SIZE_SET = new Set<number>(PAGE_SIZES);

const names = (prefix = '') => ({
  searchTerm: `${prefix}searchTerm`,
  orderBy: `${prefix}orderBy`,
  orderDirection: `${prefix}orderDirection`,
  pageIndex: `${prefix}pageIndex`,
  pageSize: `${prefix}pageSize`,
});

const defaultPageSizeOf = (config: TListStateConfig): number =>
  config.defaultPageSize && PAGE_SIZE_SET.has(config.defaultPageSize) ? config.defaultPageSize : DEFAULT_PAGE_SIZE;

/** Reads the list state from the URL; anything malformed falls back to its default (negative page → 0). */
export const parseListState = (params: URLSearchParams, config: TListStateConfig = {}): TListState => {
  const n = names(config.prefix);
  const pageSize = Number(params.get(n.pageSize));
  const pageIndex = Number.parseInt(params.get(n.pageIndex) ?? '', 10);
  const state: TListState = {
    searchTerm: params.get(n.searchTerm) ?? '',
    pageIndex: Number.isFinite(pageIndex) && pageIndex > 0 ? pageIndex : 0,
    pageSize: PAGE_SIZE_SET.has(pageSize) ? pageSize : defaultPageSizeOf(config),
    filters: {},
  };
  const orderBy = params.get(n.orderBy);
  if (orderBy === null) {
    if (config.defaultSort?.orderBy) {
      state.orderBy = config.defaultSort.orderBy;
      state.orderDirection = config.defaultSort.orderDirection ?? 'asc';
    }
  } else if (orderBy !== '') {
    state.orderBy = orderBy;
    state.orderDirection = params.get(n.orderDirection) === 'desc' ? 'desc' : 'asc';
  }
  for (const filter of config.filters ?? []) {
    const key = `${config.prefix ?? ''}${filter.param}`;
    if (filter.multiple) {
      const values = params.getAll(key).filter((v) => v !== '');
      if (values.length > 0) state.filters[filter.param] = values;
    } else {
      const value = params.get(key);
      if (value) state.filters[filter.param] = value;
    }
  }
  return state;
};

/**
 * Writes the list state into a copy of `base` (other parameters are kept), leaving defaults out
 * so links stay short.
 */
export const serializeListState = (
  state: TListState,
  config: TListStateConfig = {},
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams => {
  const n = names(config.prefix);
  const out = new URLSearchParams(base);
  for (const key of Object.values(n)) out.delete(key);
  for (const filter of config.filters ?? []) out.delete(`${config.prefix ?? ''}${filter.param}`);

  const searchTerm = state.searchTerm.trim();
  if (searchTerm) out.set(n.searchTerm, searchTerm);

  const def = config.defaultSort;
  const isDefaultSort =
    (state.orderBy ?? '') === (def?.orderBy ?? '') && (!state.orderBy || (state.orderDirection ?? 'asc') === (def?.orderDirection ?? 'asc'));
  if (!isDefaultSort) {
    if (state.orderBy) {
      out.set(n.orderBy, state.orderBy);
      out.set(n.orderDirection, state.orderDirection ?? 'asc');
    } else {
      out.set(n.orderBy, '');
    }
  }

  if (state.pageIndex > 0) out.set(n.pageIndex, String(Math.floor(state.pageIndex)));
  if (state.pageSize !== defaultPageSizeOf(config)) out.set(n.pageSize, String(state.pageSize));

  for (const filter of config.filters ?? []) {
    const value = state.filters[filter.param];
    const key = `${config.prefix ?? ''}${filter.param}`;
    if (Array.isArray(value)) value.filter((v) => v !== '').forEach((v) => out.append(key, v));
    else if (value) out.set(key, value);
  }
  return out;
};

/**
 * Whether the URL's paging parameters differ from what the list reads from them (a negative, fractional or
 * unreadable page, a size not offered, a default written out): the list then writes its state back in place.
 */
export const pagingNeedsCorrection = (params: URLSearchParams, state: TListState, config: TListStateConfig = {}): boolean => {
  const n = names(config.prefix);
  const canonical = serializeListState(state, config);
  return params.get(n.pageIndex) !== canonical.get(n.pageIndex) || params.get(n.pageSize) !== canonical.get(n.pageSize);
};
