import type { TMenuSecondary } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteMenuSecondary } from './delete-menu-secondary';
import { getMenuSecondary } from './get-menu-secondary';

/** Every menuSecondarys query lives under this key; saving or deleting refreshes it. */
export const MENU_SECONDARYS_QUERY_KEY = ['menuSecondarys'] as const;

/** GET /api/menuSecondarys: searchTerm (link), paging and sorting (id, link, dtRegister, dtUpdate). */
export const getMenuSecondarys = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TMenuSecondary>> =>
  api.get<TListResult<TMenuSecondary>>('/menuSecondarys', { params: toQueryParams(params), signal });

/** The list engine's resource: list, details, delete, export and the MENUSECONDARY permissions. */
export const menuSecondarysResource: TDataTableResource<TMenuSecondary> = {
  queryKey: MENU_SECONDARYS_QUERY_KEY,
  list: getMenuSecondarys,
  get: getMenuSecondary,
  remove: deleteMenuSecondary,
  exportPath: '/api/menuSecondarys',
  permissions: { list: 'MENUSECONDARY:LIST', create: 'MENUSECONDARY:CREATE', update: 'MENUSECONDARY:UPDATE', delete: 'MENUSECONDARY:DELETE' },
};
