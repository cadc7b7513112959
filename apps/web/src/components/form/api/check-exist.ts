import { api } from '@/lib/api-client';

export type TExistKind = 'cnpj' | 'email';

/**
 * GET /api/checkExist/{cnpj|email}?value=&ignoreId=: whether another company (cnpj) or user (e-mail)
 * already holds the value; `ignoreId` is the company / user being edited.
 */
export const checkExist = async (kind: TExistKind, value: string, ignoreId?: number | null, signal?: AbortSignal): Promise<boolean> =>
  (
    await api.get<{ exists: boolean }>(`/checkExist/${kind}`, {
      params: { value, ...(ignoreId ? { ignoreId } : {}) },
      ...(signal ? { signal } : {}),
    })
  ).exists;
