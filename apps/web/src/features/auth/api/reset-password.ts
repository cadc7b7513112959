import { useMutation } from '@tanstack/react-query';
import { ZResetPasswordSchema, type TResetPassword } from '@rede/domain';
import { api } from '@/lib/api-client';

/** New password (6–255) and its confirmation ('As senha devem ser iguais'), with the e-mail and code of the link. */
export const resetPasswordInputSchema = ZResetPasswordSchema;
export type TResetPasswordData = TResetPassword;

/** POST /api/login/reset-password-with-code */
export const resetPassword = (data: TResetPasswordData): Promise<unknown> =>
  api.post('/login/reset-password-with-code', data, { skipSessionExpiry: true });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
