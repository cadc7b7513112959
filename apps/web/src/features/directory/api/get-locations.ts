import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TLocationItem } from './types';

type TListAnswer = TLocationItem[] | { data: TLocationItem[] };
const itemsOf = (answer: TListAnswer): TLocationItem[] => (Array.isArray(answer) ? answer : (answer.data ?? []));

/** Failures of the public lists are only logged (section 7): the dropdown stays empty. */
const logged = async (what: string, load: () => Promise<TListAnswer>): Promise<TLocationItem[]> => {
  try {
    return itemsOf(await load());
  } catch (error) {
    console.error(`Falha ao carregar ${what}.`, error);
    return [];
  }
};

/** GET /companys/listfiltred/states: states with visible partners. */
export const getStates = () => logged('estados', () => api.get<TListAnswer>('/companys/listfiltred/states'));

/** GET /companys/listfiltred/cities?state=UF (with partners) or /cities/all (every municipality). */
export const getCities = (uf: string, all = false) =>
  logged('cidades', () => api.get<TListAnswer>(`/companys/listfiltred/cities${all ? '/all' : ''}`, { params: { state: uf } }));

export const statesQuery = () => queryOptions({ queryKey: ['public-states'], queryFn: getStates, staleTime: 10 * 60_000 });

export const citiesQuery = (uf: string | null, all = false) =>
  queryOptions({
    queryKey: ['public-cities', uf, all],
    queryFn: () => getCities(uf ?? '', all),
    enabled: Boolean(uf),
    staleTime: 10 * 60_000,
  });

export const useStates = () => useQuery(statesQuery());

export const useCities = (uf: string | null, all = false) => useQuery(citiesQuery(uf, all));
