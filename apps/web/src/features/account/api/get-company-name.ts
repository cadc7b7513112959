import { useQuery } from '@tanstack/react-query';
import type { TUserOwnerOption } from '@rede/domain';
import { api } from '@/lib/api-client';

/** POST /api/login/user-owner-items: the companies the user may act for (their own, or every one for administrators). */
/** Section 7: 'returns a list of id/name', the array itself. */
export const getOwnerItems = (): Promise<TUserOwnerOption[]> => api.post<TUserOwnerOption[]>('/login/user-owner-items');

/** The name of the logged user's company (read-only in Meu Perfil); null without a company. */
export const useCompanyName = (companyId: number | null | undefined) =>
  useQuery({
    queryKey: ['account', 'owner-items'],
    queryFn: getOwnerItems,
    enabled: typeof companyId === 'number' && companyId > 0,
    staleTime: 5 * 60 * 1000,
    select: (items) => items.find((item) => item.id === companyId)?.name ?? null,
  });
