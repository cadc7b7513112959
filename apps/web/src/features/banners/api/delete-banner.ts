import { api } from '@/lib/api-client';

/** DELETE /api/banners?id= */
export const deleteBanner = (id: number | string): Promise<unknown> => api.delete('/banners', { params: { id } });
