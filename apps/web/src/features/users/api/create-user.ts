import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZUserCreateSchema, type TUser, type TUserCreate } from '@rede/domain';
import { api } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

/** Name, type, company, role, e-mail, password (+ confirmation), isActive, isAdmin, canDeleteItself. */
export const createUserInputSchema = ZUserCreateSchema;
export type TCreateUserInput = TUserCreate;

/** POST /api/users { user } */
export const createUser = (user: TCreateUserInput): Promise<TUser> => api.post<TUser>('/users', { user });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
};
