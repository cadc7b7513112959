import { api } from '@/lib/api-client';

/** DELETE /api/companyLines?id= (409 with the server's message when it is the company's last line). */
export const deleteCompanyLine = (id: number | string): Promise<unknown> => api.delete('/companyLines', { params: { id } });
