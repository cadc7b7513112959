import type { TRole } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteRole } from './delete-role';
import { getRole } from './get-role';

/** Every roles query lives under this key; saving or deleting refreshes it. */
export const ROLES_QUERY_KEY = ['roles'] as const;

/** GET /api/roles: searchTerm, paging, sorting and the type filter. */
export const getRoles = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TRole>> =>
  api.get<TListResult<TRole>>('/roles', { params: toQueryParams(params), signal });

/** The list engine's resource: list, details, delete, export and the ROLE permissions. */
export const rolesResource: TDataTableResource<TRole> = {
  queryKey: ROLES_QUERY_KEY,
  list: getRoles,
  get: getRole,
  remove: deleteRole,
  exportPath: '/api/roles',
  permissions: { list: 'ROLE:LIST', create: 'ROLE:CREATE', update: 'ROLE:UPDATE', delete: 'ROLE:DELETE' },
};
