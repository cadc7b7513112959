import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { zRequiredString, type TCurrentUser } from '@rede/domain';
import { api } from '@/lib/api-client';
import { loggedUserQueryOptions } from '@/lib/auth';
import { updateStoredUser } from '@/lib/session';

/** Meu Perfil: only the name is edited here (the login e-mail changes with a code: change-email.ts). */
export const updateProfileInputSchema = z.object({ name: zRequiredString() });
export type TUpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** PUT /api/login/update-logged-user { user: { name } } → the logged user. */
export const updateProfile = ({ name }: TUpdateProfileInput): Promise<TCurrentUser> =>
  api.put<TCurrentUser>('/login/update-logged-user', { user: { name } });

/** Saves and refreshes the session's profile (the menu shows the new name at once). */
export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
      updateStoredUser(profile);
    },
  });
};
