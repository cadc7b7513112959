import { api } from '@/lib/api-client';

/** DELETE /api/companys?id= (its log stays readable). */
export const deleteCompany = (id: number | string): Promise<unknown> => api.delete('/companys', { params: { id } });
