import type { TLine } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteLine } from './delete-line';
import { getLine } from './get-line';

/** Every lines query lives under this key; saving or deleting refreshes it. */
export const LINES_QUERY_KEY = ['lines'] as const;

/** GET /api/lines: searchTerm, paging and sorting (name, dtRegister, dtUpdate). */
export const getLines = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TLine>> =>
  api.get<TListResult<TLine>>('/lines', { params: toQueryParams(params), signal });

/** The list engine's resource: list, details, delete, export and the LINE permissions. */
export const linesResource: TDataTableResource<TLine> = {
  queryKey: LINES_QUERY_KEY,
  list: getLines,
  get: getLine,
  remove: deleteLine,
  exportPath: '/api/lines',
  permissions: { list: 'LINE:LIST', create: 'LINE:CREATE', update: 'LINE:UPDATE', delete: 'LINE:DELETE' },
};
