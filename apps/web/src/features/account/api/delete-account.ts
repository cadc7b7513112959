import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { clearSession, LOGIN_PATH } from '@/lib/auth';

/** POST /api/login/deleteItself (403 unless canDeleteItself; 409 for the last administrator). */
export const deleteAccount = (): Promise<{ message: string }> => api.post<{ message: string }>('/login/deleteItself');

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
