import type { TMenuMain } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteMenuMain } from './delete-menu-main';
import { getMenuMain } from './get-menu-main';

/** Every menuMains query lives under this key; saving or deleting refreshes it. */
export const MENU_MAINS_QUERY_KEY = ['menuMains'] as const;

/** GET /api/menuMains: searchTerm (link), paging and sorting (id, link, dtRegister, dtUpdate). */
export const getMenuMains = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TMenuMain>> =>
  api.get<TListResult<TMenuMain>>('/menuMains', { params: toQueryParams(params), signal });

/** The list engine's resource: list, details, delete, export and the MENUMAIN permissions. */
export const menuMainsResource: TDataTableResource<TMenuMain> = {
  queryKey: MENU_MAINS_QUERY_KEY,
  list: getMenuMains,
  get: getMenuMain,
  remove: deleteMenuMain,
  exportPath: '/api/menuMains',
  permissions: { list: 'MENUMAIN:LIST', create: 'MENUMAIN:CREATE', update: 'MENUMAIN:UPDATE', delete: 'MENUMAIN:DELETE' },
};
