import { api } from '@/lib/api-client';

/** DELETE /api/menuSecondarys?id= */
export const deleteMenuSecondary = (id: number | string): Promise<unknown> => api.delete('/menuSecondarys', { params: { id } });
