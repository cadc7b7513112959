import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { zEmail, zRequiredString, type TCurrentUser } from '@rede/domain';
import { api } from '@/lib/api-client';
import { loggedUserQueryOptions } from '@/lib/auth';
import { updateStoredUser } from '@/lib/session';

/** Meu Perfil: only the name and the e-mail are editable (built from the domain's field rules). */
export const updateProfileInputSchema = z.object({ name: zRequiredString(), email: zEmail() });
export type TUpdateProfileInput = z.infer<typeof updateProfileInputSchema>;

/** PUT /api/login/update-logged-user { user: { name, email } } → the logged user (409 when the e-mail is taken). */
export const updateProfile = ({ name, email }: TUpdateProfileInput): Promise<TCurrentUser> =>
  api.put<TCurrentUser>('/login/update-logged-user', { user: { name, email } });

/** Saves and refreshes the session's profile (the menu shows the new name and e-mail at once). */
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
