import { useMutation } from '@tanstack/react-query';
import { ZCheckResetCodeSchema, type TCheckResetCode, type TCheckResetCodeResult } from '@rede/domain';
import { api } from '@/lib/api-client';

export const checkResetCodeInputSchema = ZCheckResetCodeSchema;
export type TCheckResetCodeInput = TCheckResetCode;

/** POST /api/login/check-reset-password-code → { correct }. */
export const checkResetCode = (data: TCheckResetCodeInput): Promise<TCheckResetCodeResult> =>
  api.post<TCheckResetCodeResult>('/login/check-reset-password-code', data, { skipSessionExpiry: true });

export const useCheckResetCode = () => useMutation({ mutationFn: checkResetCode });
