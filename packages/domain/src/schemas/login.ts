/** Login and account (section 7, 'Login and account'). */
import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, USER_TYPES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { passwordContainsEmail } from '../validators/common-password.ts';
import { isValidResetCode } from '../validators/reset-code.ts';
import { whenFieldsParsed, withPasswordConfirm, zEmail, zPassword } from './fields.ts';
import { ZUserSchema } from './user.ts';

const V = MESSAGES.validation;

/** A password being checked (login, current password): required, at most 255 ('Senha inválida'); no policy. */
const zCurrentPassword = () => z.string().min(1, { error: V.required, abort: true }).max(PASSWORD_MAX, V.password);

/** GET /login/login: userName is the e-mail (at most 255), password required (at most 255, 'Senha inválida'). */
export const ZLoginSchema = z.object({
  userName: zEmail(),
  password: zCurrentPassword(),
  front: z.string().max(EMAIL_MAX).optional(),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

/** The role as the logged user carries it (permissions feed `can`). */
export const ZLoggedUserRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(USER_TYPES),
  permissions: z.array(z.string()),
});
export type TLoggedUserRole = z.infer<typeof ZLoggedUserRoleSchema>;

/**
 * GET /login/logged-user: the user with the full role. `companyId` is the first company the user
 * manages (a company user's default owner) or null; `companyIds` every company the user manages,
 * first owner first (always answered; optional only so a session stored before it existed still reads).
 */
export const ZCurrentUserSchema = ZUserSchema.extend({
  role: ZLoggedUserRoleSchema.nullable(),
  companyIds: z.array(z.number().int()).optional(),
  /**
   * The user must choose a new password before anything else (the web app opens
   * settings/change-password): the first administrator still on its start password, or a password
   * that fails today's policy (checked at login). Always answered; optional for stored sessions.
   */
  mustChangePassword: z.boolean().optional(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUserSchema>;

/** GET /login/login answer: the user with token, kept in local storage. */
export const ZLoggedUserSchema = ZCurrentUserSchema.extend({ token: z.string() });
export type TLoggedUser = z.infer<typeof ZLoggedUserSchema>;

const zResetCode = () => z.string().trim().min(1, { error: V.required, abort: true }).refine(isValidResetCode, V.code);

/** POST /login/send-reset-password-code */
export const ZSendResetCodeSchema = z.object({ email: zEmail() });
export type TSendResetCode = z.infer<typeof ZSendResetCodeSchema>;

/** POST /login/check-reset-password-code */
export const ZCheckResetCodeSchema = z.object({ email: zEmail(), code: zResetCode() });
export type TCheckResetCode = z.infer<typeof ZCheckResetCodeSchema>;

export const ZCheckResetCodeResultSchema = z.object({ correct: z.boolean() });
export type TCheckResetCodeResult = z.infer<typeof ZCheckResetCodeResultSchema>;

/** POST /login/reset-password-with-code; the confirmation is optional ('As senha devem ser iguais'). */
export const ZResetPasswordSchema = withPasswordConfirm(z.object({ email: zEmail(), code: zResetCode(), newPassword: zPassword() }), 'newPassword', {
  message: V.passwordsMustMatchReset,
  optional: true,
  emailField: 'email',
});
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;
export type TResetPasswordInput = z.input<typeof ZResetPasswordSchema>;

/** PUT /login/change-logged-user-password */
export const ZChangePasswordSchema = z
  .object({
    oldPassword: zCurrentPassword(),
    password: zPassword(),
    confirmPassword: z.string().nullish(),
  })
  .refine((data) => data.password === data.confirmPassword, {
    error: V.passwordsMustMatch,
    path: ['confirmPassword'],
    ...whenFieldsParsed(['password']),
  });
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;
export type TChangePasswordInput = z.input<typeof ZChangePasswordSchema>;

/**
 * The change-password form of a user whose e-mail is known (the web app): the policy's e-mail rule
 * on top of ZChangePasswordSchema (the API applies the same rule with the logged user's e-mail).
 */
export const changePasswordSchemaFor = (email: string | null | undefined) =>
  ZChangePasswordSchema.refine((data) => !email || !data.password || !passwordContainsEmail(data.password, email), {
    error: V.passwordContainsEmail,
    path: ['password'],
    ...whenFieldsParsed(['password']),
  });

/**
 * POST /login/send-email-change-code `emailChange` (Meu Perfil): the new login e-mail and the current
 * password. The code goes to the new address.
 */
export const ZEmailChangeRequestSchema = z.object({ email: zEmail(), password: zCurrentPassword() });
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequestSchema>;
export type TEmailChangeRequestInput = z.input<typeof ZEmailChangeRequestSchema>;

/**
 * POST /login/deleteItself `account` (Meu Perfil, 'Excluir minha conta'): the current password, so a
 * session left open on someone else's screen cannot delete the account.
 */
export const ZDeleteItselfSchema = z.object({ password: zCurrentPassword() });
export type TDeleteItself = z.infer<typeof ZDeleteItselfSchema>;
export type TDeleteItselfInput = z.input<typeof ZDeleteItselfSchema>;

/** POST /login/confirm-email-change `emailChange`: the 6-digit code received at the new address. */
export const ZEmailChangeConfirmSchema = z.object({ code: zResetCode() });
export type TEmailChangeConfirm = z.infer<typeof ZEmailChangeConfirmSchema>;

/** The answer of send-email-change-code: where the code went and until when it is valid. */
export const ZEmailChangeSentSchema = z.object({ message: z.string(), email: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type TEmailChangeSent = z.infer<typeof ZEmailChangeSentSchema>;
