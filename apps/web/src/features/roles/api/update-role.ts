import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZRoleUpdateSchema, type TRole, type TRoleUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { ROLES_QUERY_KEY } from './get-roles';

/** As the creation, with the id (a role in use keeps its type: 409). */
export const updateRoleInputSchema = ZRoleUpdateSchema;
export type TUpdateRoleInput = TRoleUpdate;

/** PUT /api/roles { role } (id inside) */
export const updateRole = (role: TUpdateRoleInput): Promise<TRole> => api.put<TRole>('/roles', { role });

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_QUERY_KEY }),
  });
};
