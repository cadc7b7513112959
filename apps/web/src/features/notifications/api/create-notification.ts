import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZNotificationCreateSchema, type TNotification, type TNotificationCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

export const createNotificationInputSchema = ZNotificationCreateSchema;
export type TCreateNotificationInput = TNotificationCreate;

/** POST /api/notifications { notification }: sent by the server's scheduler at scheduledDate (or soon, without one). */
export const createNotification = (notification: TCreateNotificationInput): Promise<TNotification> =>
  api.post<TNotification>('/notifications', { notification });

export const useCreateNotification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
};
