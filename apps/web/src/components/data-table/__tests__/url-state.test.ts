import { describe, expect, it } from 'vitest';
import { pagingNeedsCorrection, parseListState, serializeListState, type TListState, type TListStateConfig } from '../url-state';

const config: TListStateConfig = {
  filters: [{ param: 'status' }, { param: 'lines', multiple: true }],
};

describe('list state in the URL', () => {
  it('reads defaults from an empty URL', () => {
    expect(parseListState(new URLSearchParams(), config)).toEqual({ searchTerm: '', pageIndex: 0, pageSize: 10, filters: {} });
  });

  it('round-trips every part of the state and keeps unrelated parameters', () => {
    const state: TListState = {
      searchTerm: 'baterias sul',
      orderBy: 'name',
      orderDirection: 'desc',
      pageIndex: 3,
      pageSize: 50,
      filters: { status: 'pending', lines: ['1', '4'] },
    };
    const url = serializeListState(state, config, new URLSearchParams('tab=2'));
    expect(url.get('tab')).toBe('2');
    expect(url.getAll('lines')).toEqual(['1', '4']);
    expect(parseListState(new URLSearchParams(url.toString()), config)).toEqual(state);
  });

  it('leaves defaults out of the URL', () => {
    const url = serializeListState({ searchTerm: ' ', pageIndex: 0, pageSize: 10, filters: {} }, config);
    expect(url.toString()).toBe('');
  });

  it('falls back on malformed values: negative page → 0, unknown page size → 10, bad direction → asc', () => {
    const state = parseListState(new URLSearchParams('pageIndex=-2&pageSize=7&orderBy=city&orderDirection=up'), config);
    expect(state.pageIndex).toBe(0);
    expect(state.pageSize).toBe(10);
    expect(state.orderBy).toBe('city');
    expect(state.orderDirection).toBe('asc');
  });

  it('applies a default sort and writes an explicit "none" over it', () => {
    const withDefault: TListStateConfig = { ...config, defaultSort: { orderBy: 'dtRegister', orderDirection: 'desc' } };
    expect(parseListState(new URLSearchParams(), withDefault)).toMatchObject({ orderBy: 'dtRegister', orderDirection: 'desc' });
    const none = serializeListState({ searchTerm: '', pageIndex: 0, pageSize: 10, filters: {} }, withDefault);
    expect(none.get('orderBy')).toBe('');
    expect(parseListState(none, withDefault).orderBy).toBeUndefined();
    const back = serializeListState(
      { searchTerm: '', pageIndex: 0, pageSize: 10, filters: {}, orderBy: 'dtRegister', orderDirection: 'desc' },
      withDefault,
    );
    expect(back.has('orderBy')).toBe(false);
  });

  it('prefixes parameters for a second list on the page', () => {
    const prefixed: TListStateConfig = { prefix: 'logs.', filters: [{ param: 'typeAction' }] };
    const url = serializeListState({ searchTerm: 'a', pageIndex: 2, pageSize: 25, filters: { typeAction: 'update' } }, prefixed);
    expect(url.toString()).toBe('logs.searchTerm=a&logs.pageIndex=2&logs.pageSize=25&logs.typeAction=update');
    expect(parseListState(url, prefixed)).toMatchObject({ searchTerm: 'a', pageIndex: 2, pageSize: 25, filters: { typeAction: 'update' } });
  });

  it('says when the paging parameters need writing back as the list reads them', () => {
    const needs = (query: string, c: TListStateConfig = config) => {
      const params = new URLSearchParams(query);
      return pagingNeedsCorrection(params, parseListState(params, c), c);
    };
    expect(needs('pageIndex=-3')).toBe(true);
    expect(needs('pageIndex=0')).toBe(true);
    expect(needs('pageIndex=abc')).toBe(true);
    expect(needs('pageIndex=2.5')).toBe(true);
    expect(needs('pageSize=7')).toBe(true);
    expect(needs('pageSize=10')).toBe(true);
    expect(needs('pageIndex=2&pageSize=25&status=x')).toBe(false);
    expect(needs('')).toBe(false);
    expect(needs('searchTerm=%20a%20&status=')).toBe(false);
    expect(needs('logs.pageIndex=-1', { prefix: 'logs.' })).toBe(true);
    expect(needs('pageIndex=-1', { prefix: 'logs.' })).toBe(false);
  });
});
