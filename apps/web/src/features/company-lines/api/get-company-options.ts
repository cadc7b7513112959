import { USER_OWNER_ALL_ID, type TUserOwnerOption } from '@rede/domain';
import { api } from '@/lib/api-client';

/** POST /api/login/user-owner-items: the companies the user may act for (the 'all' entry left out). */
export const getCompanyOptions = async (): Promise<TUserOwnerOption[]> =>
  (await api.post<TUserOwnerOption[]>('/login/user-owner-items')).filter((o) => o.id !== USER_OWNER_ALL_ID);
