import type { TUserOwnerOption } from '@rede/domain';
import type { TFieldOption } from '@/components/form/types';
import { api } from '@/lib/api-client';

/**
 * The company choices of the (administrators only) company field: POST /api/login/user-owner-items,
 * which answers every company by name to administrators, without its 'all' entry (id -1).
 */
export const getCompanyOptions = async (): Promise<TFieldOption[]> => {
  const owners = await api.post<TUserOwnerOption[]>('/login/user-owner-items');
  return owners.filter((owner) => owner.id > 0).map((owner) => ({ value: owner.id, label: owner.name }));
};
