import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZLoginSchema, type TLoggedUser, type TLogin } from '@rede/domain';
import { api } from '@/lib/api-client';
import { loggedUserQueryOptions, setSession } from '@/lib/auth';

/** The login form: e-mail (sent as userName) and password (section 5: e-mail ≤ 255, password required ≤ 255). */
export const loginInputSchema = ZLoginSchema.pick({ userName: true, password: true });
export type TLoginInput = Pick<TLogin, 'userName' | 'password'>;

/** POST /api/login/login. Its 401 means wrong credentials (shown under the form), not an expired session. */
export const login = (data: TLoginInput): Promise<TLoggedUser> => api.post<TLoggedUser>('/login/login', data, { skipSessionExpiry: true });

/** Logs in and keeps the session; the auth route then sends the user to the earlier path or the dashboard. */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      const { token: _token, ...profile } = user;
      queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
      setSession(user);
    },
  });
};
