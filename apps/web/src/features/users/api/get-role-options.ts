import { PAGE_SIZES, type TRole, type UserType } from '@rede/domain';
import type { TListResult } from '@/components/data-table/list-params';
import type { TFieldOption } from '@/components/form/types';
import { api } from '@/lib/api-client';

/**
 * The role choices of a user form, searched on the server as the user types:
 * GET /api/roles?type=<the user's type>&searchTerm=… (section 6: the choices follow the type). A role
 * must belong to no company or to the user's company, so when the company is known `forCompanyId`
 * leaves the others out. No type chosen yet → no choices.
 */
export const getRoleOptions = async (type: unknown, companyId?: unknown, searchTerm = ''): Promise<TFieldOption[]> => {
  if (type !== 'admin' && type !== 'company') return [];
  const result = await api.get<TListResult<TRole>>('/roles', {
    params: {
      type: type satisfies UserType,
      ...(typeof companyId === 'number' ? { forCompanyId: companyId } : {}),
      ...(searchTerm ? { searchTerm } : {}),
      pageSize: PAGE_SIZES[PAGE_SIZES.length - 1],
      orderBy: 'name',
      orderDirection: 'asc',
    },
  });
  return result.data.map((role) => ({ value: role.id, label: role.company ? `${role.name} (${role.company.name})` : role.name }));
};
