import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZDeleteItselfSchema, type TDeleteItself } from '@rede/domain';
import { api } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { clearSession, LOGIN_PATH } from '@/lib/auth';

/** The confirmation's rule (the current password is required), as the API checks it. */
export const deleteAccountSchema = ZDeleteItselfSchema;

/**
 * POST /api/login/deleteItself { account: { password } }: 403 unless canDeleteItself, 403 at
 * 'account.password' for a wrong current password, 409 for the last administrator.
 */
export const deleteAccount = (input: TDeleteItself): Promise<{ message: string }> =>
  api.post<{ message: string }>('/login/deleteItself', { account: input });

/** Deletes the logged user's account; the session is gone with it, so the browser goes to /login. */
export const useDeleteAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearSession();
      queryClient.clear();
      browser.assign(LOGIN_PATH);
    },
  });
};
