/** Paging arithmetic of the list (section 4, 'Table'). Page indexes are 0-based. */

/** Number of pages for `total` rows; an empty list still has one (empty) page. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

export const lastPageIndex = (total: number, pageSize: number): number => pageCount(total, pageSize) - 1;

/** A negative or invalid index loads page 0; an index past the end goes to the last page. */
export const clampPageIndex = (pageIndex: number, pageSize: number, total: number): number => {
  if (!Number.isFinite(pageIndex) || pageIndex < 0) return 0;
  return Math.min(Math.floor(pageIndex), lastPageIndex(total, pageSize));
};

/**
 * Changing the page size keeps the first visible row in view:
 * new index = floor(firstRowIndex / newSize), clamped to the last page.
 */
export const pageIndexForNewPageSize = (pageIndex: number, pageSize: number, newPageSize: number, total: number): number => {
  const firstRowIndex = Math.max(0, pageIndex) * pageSize;
  return clampPageIndex(Math.floor(firstRowIndex / newPageSize), newPageSize, total);
};

/**
 * Reads the 1-based page number typed in 'Ir para' and answers the 0-based index to load, a number past
 * the last page going to the last one; null when the text is not a page number (not a whole number, 0 or
 * negative: '-3' is refused, never read as 3).
 */
export const parseGoToPage = (text: string, pages: number): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const page = Number(trimmed);
  if (page < 1) return null;
  return Math.min(page, Math.max(1, pages)) - 1;
};

/** 1-based positions of the first and last row shown: { from: 11, to: 20 }; 0/0 when empty. */
export const visibleRange = (pageIndex: number, pageSize: number, total: number, rowsOnPage: number) => {
  if (total <= 0 || rowsOnPage <= 0) return { from: 0, to: 0 };
  const from = pageIndex * pageSize + 1;
  return { from, to: from + rowsOnPage - 1 };
};
