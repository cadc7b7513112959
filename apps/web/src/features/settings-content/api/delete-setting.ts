import { api } from '@/lib/api-client';

/** DELETE /api/settings?id= (the server refuses record 1). */
export const deleteSetting = (id: number | string): Promise<unknown> => api.delete('/settings', { params: { id } });
