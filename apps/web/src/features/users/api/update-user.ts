import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserUpdateSchema, type TUser, type TUserUpdate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

/** As the creation, with the id; an empty password keeps the current one. */
export const updateUserInputSchema = ZUserUpdateSchema;
export type TUpdateUserInput = TUserUpdate;

/** PUT /api/users { user } (id inside) */
export const updateUser = (user: TUpdateUserInput): Promise<TUser> => api.put<TUser>('/users', { user });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
};
