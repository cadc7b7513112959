import { api } from '@/lib/api-client';

/** DELETE /api/roles?id= (refused with 409 while a user holds the role). */
export const deleteRole = (id: number | string): Promise<unknown> => api.delete('/roles', { params: { id } });
