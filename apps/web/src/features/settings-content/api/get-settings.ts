import type { TSetting } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteSetting } from './delete-setting';
import { getSetting } from './get-setting';

/** Every settings query lives under this key; saving or deleting refreshes it. */
export const SETTINGS_QUERY_KEY = ['settings'] as const;

/** GET /api/settings: searchTerm (the texts), paging and sorting (id, dtRegister, dtUpdate). */
export const getSettings = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TSetting>> =>
  api.get<TListResult<TSetting>>('/settings', { params: toQueryParams(params), signal });

/** The list engine's resource of the settings records (register_settings) and the SETTING permissions. */
export const settingsResource: TDataTableResource<TSetting> = {
  queryKey: SETTINGS_QUERY_KEY,
  list: getSettings,
  get: getSetting,
  remove: deleteSetting,
  exportPath: '/api/settings',
  permissions: { list: 'SETTING:LIST', update: 'SETTING:UPDATE', delete: 'SETTING:DELETE' },
};
