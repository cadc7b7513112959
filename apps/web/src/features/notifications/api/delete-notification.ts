import { api } from '@/lib/api-client';

/** DELETE /api/notifications?id= */
export const deleteNotification = (id: number | string): Promise<unknown> => api.delete('/notifications', { params: { id } });
