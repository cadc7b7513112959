import { useQuery } from '@tanstack/react-query';
import type { TUserOwnerOption } from '@rede/domain';
import { api } from '@/lib/api-client';

/** POST /api/login/user-owner-items: the companies the user may act for; admins get { id: -1, name: 'all' } first. */
export const getOwnerItems = async (): Promise<TUserOwnerOption[]> =>
  (await api.post<{ data: TUserOwnerOption[] }>('/login/user-owner-items', {})).data;

export const useOwnerItems = (userId: number | undefined) =>
  useQuery({ queryKey: ['owner', 'items', userId], queryFn: getOwnerItems, enabled: userId !== undefined, staleTime: 5 * 60 * 1000 });
