import { api } from '@/lib/api-client';

export type TExistField = 'cnpj' | 'email';

/** GET /api/checkExist/{cnpj|email}?value=&ignoreId=: whether another company / user already has it. */
export const checkExist = async (field: TExistField, value: string, ignoreId?: number | null, signal?: AbortSignal): Promise<boolean> =>
  (
    await api.get<{ exists: boolean }>(`/checkExist/${field}`, {
      params: { value, ...(ignoreId ? { ignoreId } : {}) },
      signal,
    })
  ).exists;
