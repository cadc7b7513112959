import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TNotification } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/notifications/{id} */
export const getNotification = (id: number | string, signal?: AbortSignal): Promise<TNotification> =>
  api.get<TNotification>(`/notifications/${id}`, { signal });

export const notificationQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['notifications', 'detail', id], queryFn: ({ signal }) => getNotification(id, signal) });

/** A saved notification (read-only view). */
export const useNotification = (id: number) => useQuery(notificationQueryOptions(id));
