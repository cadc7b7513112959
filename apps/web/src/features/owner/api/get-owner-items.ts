import { useQuery } from '@tanstack/react-query';
import type { TUserOwnerOption } from '@rede/domain';
import { api } from '@/lib/api-client';

/** POST /api/login/user-owner-items: the companies the user may act for; admins get { id: -1, name: 'all' } first. */
/** Section 7: 'returns a list of id/name', the array itself. */
export const getOwnerItems = (): Promise<TUserOwnerOption[]> => api.post<TUserOwnerOption[]>('/login/user-owner-items', {});

export const useOwnerItems = (userId: number | undefined) =>
  useQuery({ queryKey: ['owner', 'items', userId], queryFn: getOwnerItems, enabled: userId !== undefined, staleTime: 5 * 60 * 1000 });
