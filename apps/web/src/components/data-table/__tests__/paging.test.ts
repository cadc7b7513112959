import { describe, expect, it } from 'vitest';
import { clampPageIndex, lastPageIndex, pageCount, pageIndexForNewPageSize, parseGoToPage, visibleRange } from '../paging';

describe('paging', () => {
  it('counts pages, an empty list having one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(lastPageIndex(57, 25)).toBe(2);
  });

  it('loads page 0 for a negative or invalid index and clamps past the end', () => {
    expect(clampPageIndex(-3, 10, 100)).toBe(0);
    expect(clampPageIndex(Number.NaN, 10, 100)).toBe(0);
    expect(clampPageIndex(42, 10, 57)).toBe(5);
    expect(clampPageIndex(3, 10, 57)).toBe(3);
  });

  it('keeps the first visible row in view when the page size changes', () => {
    // page 5 of size 10 shows rows 50-59: with 25 per page row 50 is on page 2 (rows 50-74)
    expect(pageIndexForNewPageSize(5, 10, 25, 200)).toBe(2);
    // page 3 of size 25 shows rows 75-99: with 10 per page row 75 is on page 7
    expect(pageIndexForNewPageSize(3, 25, 10, 200)).toBe(7);
    // page 1 of 100 (rows 100-199) → size 50 → page 2
    expect(pageIndexForNewPageSize(1, 100, 50, 250)).toBe(2);
  });

  it('clamps the new page to the last page and sends a negative index to 0', () => {
    // a stale page 9 of size 10 with 57 rows: floor(90/50) = 1, and 57 rows at 50 per page have pages 0-1
    expect(pageIndexForNewPageSize(9, 10, 50, 57)).toBe(1);
    // floor(90/100) = 0
    expect(pageIndexForNewPageSize(9, 10, 100, 57)).toBe(0);
    // an index past the end is clamped: floor(400/25) = 16 → last page 2 of 57 rows
    expect(pageIndexForNewPageSize(40, 10, 25, 57)).toBe(2);
    expect(pageIndexForNewPageSize(-2, 10, 25, 57)).toBe(0);
  });

  it('reads the 1-based page typed in Ir para, clamped to existing pages', () => {
    expect(parseGoToPage('3', 6)).toBe(2);
    expect(parseGoToPage(' 1 ', 6)).toBe(0);
    expect(parseGoToPage('99', 6)).toBe(5);
    expect(parseGoToPage('0', 6)).toBeNull();
    expect(parseGoToPage('-4', 6)).toBeNull();
    expect(parseGoToPage('-3', 6)).toBeNull();
    expect(parseGoToPage('', 6)).toBeNull();
    expect(parseGoToPage('2a', 6)).toBeNull();
    expect(parseGoToPage('1.5', 6)).toBeNull();
  });

  it('describes the visible range', () => {
    expect(visibleRange(1, 10, 57, 10)).toEqual({ from: 11, to: 20 });
    expect(visibleRange(5, 10, 57, 7)).toEqual({ from: 51, to: 57 });
    expect(visibleRange(0, 10, 0, 0)).toEqual({ from: 0, to: 0 });
  });
});
