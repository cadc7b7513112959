import { api } from '@/lib/api-client';

/** DELETE /api/lines?id= (the server refuses when a company would be left without a line). */
export const deleteLine = (id: number | string): Promise<unknown> => api.delete('/lines', { params: { id } });
