import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZEmailChangeConfirmSchema,
  ZEmailChangeRequestSchema,
  type TCurrentUser,
  type TEmailChangeConfirm,
  type TEmailChangeRequest,
  type TEmailChangeSent,
} from '@rede/domain';
import { api } from '@/lib/api-client';
import { loggedUserQueryOptions } from '@/lib/auth';
import { updateStoredUser } from '@/lib/session';

/** Step 1 of the login e-mail change: the new address and the current password (domain rules). */
export const emailChangeRequestSchema = ZEmailChangeRequestSchema;
/** Step 2: the 6-digit code sent to the new address. */
export const emailChangeConfirmSchema = ZEmailChangeConfirmSchema;

/** POST /api/login/send-email-change-code { emailChange: { email, password } }: 403 wrong password, 409 e-mail in use. */
export const sendEmailChangeCode = (input: TEmailChangeRequest): Promise<TEmailChangeSent> =>
  api.post<TEmailChangeSent>('/login/send-email-change-code', { emailChange: input });

/** POST /api/login/confirm-email-change { emailChange: { code } } → the profile with the new e-mail. */
export const confirmEmailChange = (input: TEmailChangeConfirm): Promise<TCurrentUser> =>
  api.post<TCurrentUser>('/login/confirm-email-change', { emailChange: input });

export const useSendEmailChangeCode = () => useMutation({ mutationFn: sendEmailChangeCode });

/** Confirms the code and refreshes the session's profile (the menu shows the new e-mail at once). */
export const useConfirmEmailChange = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: (profile) => {
      queryClient.setQueryData(loggedUserQueryOptions().queryKey, profile);
      updateStoredUser(profile);
    },
  });
};
