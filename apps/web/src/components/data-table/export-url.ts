import type { TListParams } from './list-params';
import { toSearchParams } from './list-params';

export type TExportColumn = { key: string; label: string };

/**
 * The export of a list is the SAME list URL with format=xlsx, the list title and the visible
 * columns in their order (`key:label,key:label`), plus the current search, sort and filters
 * and no paging: the server writes every matching row.
 */
export const buildExportUrl = (
  path: string,
  options: { title: string; columns: readonly TExportColumn[]; params: TListParams; extra?: Record<string, string | number> },
): string => {
  const { filters, searchTerm, orderBy, orderDirection } = options.params;
  const query = toSearchParams({
    ...options.extra,
    searchTerm,
    orderBy,
    orderDirection: orderBy ? orderDirection : undefined,
    ...filters,
    format: 'xlsx',
    title: options.title,
    columns: options.columns.map((c) => `${c.key}:${c.label}`).join(','),
  });
  return `${path}?${query.toString()}`;
};
