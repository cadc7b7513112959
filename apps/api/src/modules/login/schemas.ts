import { z } from 'zod';
import {
  EMAIL_MAX,
  MESSAGES,
  PASSWORD_MAX,
  USER_TYPES,
  isValidEmail,
  isValidResetCode,
  passwordError,
} from '@rede/domain';

const V = MESSAGES.validation;

// domain: expected login/account schemas (ZLoginSchema, ZLoggedUserSchema, ZSendResetCodeSchema,
// ZCheckResetCodeSchema, ZResetPasswordWithCodeSchema) in @rede/domain; written here from its validators.

const zLoginEmail = () =>
  z
    .string({ error: V.required })
    .trim()
    .toLowerCase()
    .min(1, { error: V.required, abort: true })
    .max(EMAIL_MAX, { error: V.email, abort: true })
    .refine(isValidEmail, V.email);

/** Login (section 5): e-mail at most 255, password required at most 255 ('Senha inválida'). */
export const ZLoginSchema = z.object({
  userName: zLoginEmail(),
  password: z
    .string({ error: V.required })
    .min(1, { error: V.required, abort: true })
    .max(PASSWORD_MAX, V.password),
  front: z.string().max(64, V.invalid).optional(),
});
export type TLogin = z.infer<typeof ZLoginSchema>;

const zNewPassword = () =>
  z.string({ error: V.required }).superRefine((value, ctx) => {
    const message = passwordError(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

const zResetCode = () => z.string({ error: V.required }).trim().refine(isValidResetCode, V.code);

export const ZSendResetCodeSchema = z.object({ email: zLoginEmail() });
export const ZCheckResetCodeSchema = z.object({ email: zLoginEmail(), code: zResetCode() });
export const ZResetPasswordWithCodeSchema = z.object({ email: zLoginEmail(), code: zResetCode(), newPassword: zNewPassword() });

export const ZMessageSchema = z.object({ message: z.string() });
export const ZCheckResetCodeResultSchema = z.object({ correct: z.literal(true) });

export const ZLoggedUserRoleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(USER_TYPES),
  permissions: z.array(z.string()),
});

/** The logged user (User of section 3 without password, plus the role's permissions and owners). */
export const ZLoggedUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  type: z.enum(USER_TYPES),
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  /** The first company the user manages (the default owner of a company user), or null. */
  companyId: z.number().int().nullable(),
  /** Every company the user manages, first owner first. */
  companyIds: z.array(z.number().int()),
  roleId: z.number().int().nullable(),
  role: ZLoggedUserRoleSchema.nullable(),
  canDeleteItself: z.boolean(),
  dtRegister: z.iso.datetime({ offset: true }),
  dtUpdate: z.iso.datetime({ offset: true }),
});
export type TLoggedUser = z.infer<typeof ZLoggedUserSchema>;

/** The login answer: the logged user plus its token. */
export const ZLoginResultSchema = ZLoggedUserSchema.extend({ token: z.string() });
export type TLoginResult = z.infer<typeof ZLoginResultSchema>;
