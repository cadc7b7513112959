import { useQuery } from '@tanstack/react-query';
import type { TVisualIdentity } from '@rede/domain';
import { api } from '@/lib/api-client';

/** POST /api/login/user-visual-identity { companyId? }: logo and main colour of the user's (selected) company. */
export const getVisualIdentity = (companyId: number | null): Promise<TVisualIdentity> =>
  api.post<TVisualIdentity>('/login/user-visual-identity', companyId !== null && companyId > 0 ? { companyId } : {});

export const useVisualIdentity = (companyId: number | null, enabled: boolean) =>
  useQuery({
    queryKey: ['owner', 'visual-identity', companyId],
    queryFn: () => getVisualIdentity(companyId),
    enabled,
    staleTime: 5 * 60 * 1000,
  });
