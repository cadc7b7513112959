import type { TLineOption } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /api/lines/list/newUser: every product line as { id, name } (the choices of the line field). */
export const getLineOptions = async (): Promise<TLineOption[]> => (await api.get<{ data: TLineOption[] }>('/lines/list/newUser')).data;

/** GET /api/companyLines/company/list?companyId=: the lines the company already has. */
export const getLinesOfCompany = async (companyId: number): Promise<TLineOption[]> =>
  (await api.get<{ data: TLineOption[] }>('/companyLines/company/list', { params: { companyId } })).data;
