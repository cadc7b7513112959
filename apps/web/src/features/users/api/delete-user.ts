import { api } from '@/lib/api-client';

/** DELETE /api/users?id= (the user's sessions end at once). */
export const deleteUser = (id: number | string): Promise<unknown> => api.delete('/users', { params: { id } });
