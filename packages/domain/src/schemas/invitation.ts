/**
 * Invitations: an account whose owner chooses the password through a single-use e-mailed link
 * (7 days). The token travels in the link's fragment and then only in POST bodies.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { whenFieldsParsed, zEmail, zIsoDatetime, zPassword, zRequiredId, zRequiredString } from './fields.ts';
import { zQueryId } from './query-fields.ts';

const V = MESSAGES.validation;

/** The web page an invitation link opens (the token goes in the link's fragment, which no server sees). */
export const INVITATION_PAGE_PATH = '/convite';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** sent: waiting (not expired); accepted; expired: not accepted in time; revoked: cancelled by staff (or replaced). */
export const INVITATION_STATES = ['sent', 'accepted', 'expired', 'revoked'] as const;
export type TInvitationState = (typeof INVITATION_STATES)[number];

/** An invitation token as the link carries it (43 base64url characters; bounded, never trusted). */
const zInvitationToken = () =>
  z
    .string({ error: MESSAGES.invitations.invalid })
    .trim()
    .min(1, { error: MESSAGES.invitations.invalid, abort: true })
    .max(128, MESSAGES.invitations.invalid)
    .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.invitations.invalid);

/** POST /invitations/read: the token, in the body (never in a URL the server sees). */
export const ZInvitationTokenSchema = z.object({ token: zInvitationToken() });
export type TInvitationToken = z.infer<typeof ZInvitationTokenSchema>;

/** POST /invitations/accept: the token, the chosen password (the policy) and its confirmation. */
export const ZInvitationAcceptSchema = z
  .object({ token: zInvitationToken(), password: zPassword(), confirmPassword: z.string().max(255).nullish() })
  .refine((data) => data.password === data.confirmPassword, {
    error: V.passwordsMustMatch,
    path: ['confirmPassword'],
    ...whenFieldsParsed(['password']),
  });
export type TInvitationAccept = z.infer<typeof ZInvitationAcceptSchema>;
export type TInvitationAcceptInput = z.input<typeof ZInvitationAcceptSchema>;

/** What the invitation page shows before the password is chosen. */
export const ZInvitationInfoSchema = z.object({
  name: z.string(),
  email: z.string(),
  companyName: z.string().nullable(),
  expiresAt: zIsoDatetime(),
});
export type TInvitationInfo = z.infer<typeof ZInvitationInfoSchema>;

/** POST /invitations `invitation`: the administrator of a company that has none. */
export const ZInvitationCreateSchema = z.object({ companyId: zRequiredId(), name: zRequiredString(), email: zEmail() });
export type TInvitationCreate = z.infer<typeof ZInvitationCreateSchema>;

/** GET /invitations?companyId= */
export const ZInvitationListQuerySchema = z.object({
  companyId: zQueryId().refine((id) => id !== undefined, { error: V.required }),
});
export type TInvitationListQuery = z.infer<typeof ZInvitationListQuerySchema>;

/** An invitation as staff see it (never its token). */
export const ZInvitationSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  name: z.string(),
  email: z.string(),
  companyId: z.number().int().nullable(),
  state: z.enum(INVITATION_STATES),
  expiresAt: zIsoDatetime(),
  acceptedAt: zIsoDatetime().nullable(),
  revokedAt: zIsoDatetime().nullable(),
  createdByName: z.string().nullable(),
  dtRegister: zIsoDatetime(),
});
export type TInvitation = z.infer<typeof ZInvitationSchema>;

/** The state at `now` of an invitation's dates. */
export const invitationState = (
  invitation: { acceptedAt: Date | string | null; revokedAt: Date | string | null; expiresAt: Date | string },
  now: Date,
): TInvitationState => {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return new Date(invitation.expiresAt).getTime() > now.getTime() ? 'sent' : 'expired';
};
