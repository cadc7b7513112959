import type { TUser } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteUser } from './delete-user';
import { getUser } from './get-user';

/** Every users query lives under this key; saving or deleting refreshes it. */
export const USERS_QUERY_KEY = ['users'] as const;

/** GET /api/users: searchTerm, paging, sorting and the filters type and isActive. */
export const getUsers = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TUser>> =>
  api.get<TListResult<TUser>>('/users', { params: toQueryParams(params), signal });

/** The list engine's resource: list, details, delete, export and the USER permissions. */
export const usersResource: TDataTableResource<TUser> = {
  queryKey: USERS_QUERY_KEY,
  list: getUsers,
  get: getUser,
  remove: deleteUser,
  exportPath: '/api/users',
  permissions: { list: 'USER:LIST', create: 'USER:CREATE', update: 'USER:UPDATE', delete: 'USER:DELETE' },
};
