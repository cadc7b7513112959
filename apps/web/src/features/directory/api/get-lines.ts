import { queryOptions, useQuery } from '@tanstack/react-query';
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

export const publicLinesQuery = () => queryOptions({ queryKey: ['public-lines'], queryFn: getPublicLines, staleTime: 10 * 60_000 });

export const usePublicLines = () => useQuery(publicLinesQuery());
