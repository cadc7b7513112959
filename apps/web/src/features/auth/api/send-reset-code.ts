import { useMutation } from '@tanstack/react-query';
import { ZSendResetCodeSchema, type TSendResetCode } from '@rede/domain';
import { api } from '@/lib/api-client';

export const sendResetCodeInputSchema = ZSendResetCodeSchema;
export type TSendResetCodeInput = TSendResetCode;

/** POST /api/login/send-reset-password-code: e-mails a 6-digit code. */
export const sendResetCode = (data: TSendResetCodeInput): Promise<unknown> =>
  api.post('/login/send-reset-password-code', data, { skipSessionExpiry: true });

export const useSendResetCode = () => useMutation({ mutationFn: sendResetCode });
