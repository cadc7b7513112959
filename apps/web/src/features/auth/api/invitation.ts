import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { passwordContainsEmail, ZInvitationAcceptSchema, type TInvitationAccept, type TInvitationInfo, type TLoggedUser } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/auth';

/**
 * POST /api/invitations/read: whom the invitation is for. The token goes in the body (never in a URL);
 * any token that cannot be accepted answers 400 'Convite inválido, expirado ou já usado…'.
 */
export const readInvitation = (token: string): Promise<TInvitationInfo> =>
  api.post<TInvitationInfo>('/invitations/read', { token }, { skipSessionExpiry: true });

export const useInvitation = (token: string | null) =>
  useQuery({ queryKey: ['invitation', token], queryFn: () => readInvitation(token!), enabled: token !== null, retry: false, staleTime: Infinity });

/** The form's checks: the password policy (and its e-mail rule, the invited e-mail known) and the confirmation. */
export const acceptInvitationSchemaFor = (email: string | null | undefined) =>
  ZInvitationAcceptSchema.refine((data) => !email || !passwordContainsEmail(data.password, email), {
    error: MESSAGES.validation.passwordContainsEmail,
    path: ['password'],
  });

export type TAcceptInvitationForm = z.input<typeof ZInvitationAcceptSchema>;

/** POST /api/invitations/accept: the chosen password; the answer is the session (the person is logged in). */
export const acceptInvitation = (data: TInvitationAccept): Promise<TLoggedUser> =>
  api.post<TLoggedUser>('/invitations/accept', data, { skipSessionExpiry: true });

/** Accepts and keeps the session: the auth area then sends the person on to the dashboard. */
export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation, onSuccess: (user) => setSession(user) });
