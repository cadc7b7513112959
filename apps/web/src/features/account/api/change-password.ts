import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { changePasswordSchemaFor, type TChangePassword, type TLoggedUser } from '@rede/domain';
import { api } from '@/lib/api-client';
import { loggedUserQueryOptions, setSession } from '@/lib/auth';

/**
 * The form's payload (oldPassword, password, password_confirm) checked by the domain's
 * ZChangePasswordSchema (old password required, the password policy, and — with the user's e-mail —
 * its e-mail rule: `changePasswordSchemaFor`), so the form shows the API's messages before
 * submitting. The confirmation is the form
 * engine's `password_confirm` twin, which the engine itself checks ('Senhas devem ser iguais', shown
 * on the confirmation field); the schema's own confirmPassword check is satisfied here so the same
 * error does not come twice (once without a field to show it on).
 */
export const changePasswordInputSchemaFor = (email: string | null | undefined) =>
  z.preprocess(
    (values) =>
      values !== null && typeof values === 'object' ? { ...values, confirmPassword: (values as Record<string, unknown>).password } : values,
    changePasswordSchemaFor(email),
  );
export type TChangePasswordInput = TChangePassword;

/**
 * PUT /api/login/change-logged-user-password { oldPassword, password, confirmPassword }. A wrong old
 * password is 403 ('Senha inválida'). Every session of the user ends; the answer carries a new token.
 */
export const changePassword = (input: TChangePasswordInput): Promise<TLoggedUser> =>
  api.put<TLoggedUser>('/login/change-logged-user-password', input);

/** Changes the password and keeps this browser logged in with the new token. */
export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (user) => {
      setSession(user);
      const { token: _token, ...profile } = user;
      queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
    },
  });
};
