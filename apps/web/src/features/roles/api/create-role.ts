import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRoleCreateSchema, type TRole, type TRoleCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { ROLES_QUERY_KEY } from './get-roles';

/** Name, type, company (administrators) and the FEATURE:ACTION keys valid for the type. */
export const createRoleInputSchema = ZRoleCreateSchema;
export type TCreateRoleInput = TRoleCreate;

/** POST /api/roles { role } */
export const createRole = (role: TCreateRoleInput): Promise<TRole> => api.post<TRole>('/roles', { role });

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
};
