import { USER_OWNER_ALL_ID, type TUserOwnerOption } from '@rede/domain';
import { searchCompanies } from '@/components/form/api/search-companies';
import type { TFieldOption } from '@/components/form/types';
import { api } from '@/lib/api-client';

/** POST /api/login/user-owner-items: the companies a company user may act for (the 'all' entry left out). */
export const getCompanyOptions = async (): Promise<TFieldOption[]> =>
  (await api.post<TUserOwnerOption[]>('/login/user-owner-items'))
    .filter((o) => o.id !== USER_OWNER_ALL_ID)
    .map((c) => ({ value: c.id, label: c.name }));

/**
 * An administrator's company choices, searched on the server (a network has thousands). Before anything is typed,
 * the company chosen in the bar above (`selectedId`) comes first, so the field shows its name.
 */
export const searchCompanyOptions = async (searchTerm: string, selectedId: number | null): Promise<TFieldOption[]> => {
  const found = await searchCompanies(searchTerm);
  if (searchTerm.trim() !== '' || selectedId === null || found.some((o) => o.value === selectedId)) return found;
  const selected = await api.get<{ id: number; name: string }>(`/companys/${selectedId}`).catch(() => null);
  return selected ? [{ value: selected.id, label: selected.name }, ...found] : found;
};
