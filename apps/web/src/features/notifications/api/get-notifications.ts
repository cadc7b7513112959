import type { TNotification } from '@rede/domain';
import { toQueryParams, type TListParams, type TListResult } from '@/components/data-table/list-params';
import type { TDataTableResource } from '@/components/data-table/types';
import { api } from '@/lib/api-client';
import { deleteNotification } from './delete-notification';
import { getNotification } from './get-notification';

/** Every notifications query lives under this key; creating or deleting refreshes it. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/** GET /api/notifications: searchTerm (title, content), filters deviceType and isSent, paging and sorting. */
export const getNotifications = (params: TListParams, signal?: AbortSignal): Promise<TListResult<TNotification>> =>
  api.get<TListResult<TNotification>>('/notifications', { params: toQueryParams(params), signal });

/**
 * The list engine's resource: list, details, delete, export and the NOTIFICATION permissions.
 * No update: the API has no PUT for notifications (section 7), so a saved one is viewed, not edited.
 */
export const notificationsResource: TDataTableResource<TNotification> = {
  queryKey: NOTIFICATIONS_QUERY_KEY,
  list: getNotifications,
  get: getNotification,
  remove: deleteNotification,
  exportPath: '/api/notifications',
  permissions: { list: 'NOTIFICATION:LIST', create: 'NOTIFICATION:CREATE', delete: 'NOTIFICATION:DELETE' },
};
