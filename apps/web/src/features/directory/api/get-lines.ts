import { useQuery } from '@tanstack/react-query';
import type { TIdName } from '@rede/domain';
import { api } from '@/lib/api-client';

/** GET /lines/list/newUser: the product lines (public). Failures are only logged. */
export const getPublicLines = async (): Promise<TIdName[]> => {
  try {
    return (await api.get<{ data: TIdName[] }>('/lines/list/newUser')).data ?? [];
  } catch (error) {
    console.error('Falha ao carregar as linhas de produtos.', error);
    return [];
  }
};

export const usePublicLines = () => useQuery({ queryKey: ['public-lines'], queryFn: getPublicLines, staleTime: 10 * 60_000 });
