import { api } from '@/lib/api-client';

export type TExistKind = 'cnpj' | 'email';

/** GET /checkExist/{cnpj|email}?value=: whether a company (cnpj) or a user (e-mail) already holds it. */
export const checkExist = async (kind: TExistKind, value: string, signal?: AbortSignal): Promise<boolean> =>
  (await api.get<{ exists: boolean }>(`/checkExist/${kind}`, { params: { value }, signal })).exists;
