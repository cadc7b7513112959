import { api } from '@/lib/api-client';

/** DELETE /api/menuMains?id= */
export const deleteMenuMain = (id: number | string): Promise<unknown> => api.delete('/menuMains', { params: { id } });
