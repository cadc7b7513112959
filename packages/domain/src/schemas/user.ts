/** User (section 3). Output never carries a password. */
import { z } from 'zod';
import { USER_TYPES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  withPasswordConfirm,
  zEmail,
  ZIdNameSchema,
  zOptionalId,
  zOptionalPassword,
  zPassword,
  zRequiredString,
  ZTimestampsSchema,
  expectedUpdatedAtField,
} from './fields.ts';
import { listQueryWith, zQueryBoolean, zQueryEnum, zQueryId } from './list-query.ts';

export const ZUserTypeSchema = z.enum(USER_TYPES, {
  error: (issue) => (issue.input == null || issue.input === '' ? MESSAGES.validation.required : MESSAGES.validation.invalid),
});

export const ZUserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(USER_TYPES),
    companyId: z.number().int().nullable(),
    company: ZIdNameSchema.nullable().optional(),
    roleId: z.number().int().nullable(),
    role: ZIdNameSchema.nullable().optional(),
    email: z.string(),
    isActive: z.boolean(),
    isAdmin: z.boolean(),
    canDeleteItself: z.boolean(),
  })
  .extend(ZTimestampsSchema.shape);
export type TUser = z.infer<typeof ZUserSchema>;

const userFields = {
  name: zRequiredString(),
  type: ZUserTypeSchema,
  /** Admin-only field; a company user's company is supplied by the web app (section 4). */
  companyId: zOptionalId(),
  roleId: zOptionalId(),
  email: zEmail(),
};

export const ZUserCreateSchema = withPasswordConfirm(
  z.object({
    ...userFields,
    password: zPassword(),
    isActive: z.boolean().default(true),
    isAdmin: z.boolean().default(false),
    canDeleteItself: z.boolean().default(true),
  }),
  'password',
  { emailField: 'email' },
);
export type TUserCreate = z.infer<typeof ZUserCreateSchema>;
export type TUserCreateInput = z.input<typeof ZUserCreateSchema>;

/** Update: empty password keeps the current one; missing booleans stay unchanged. */
export const ZUserUpdateSchema = withPasswordConfirm(
  z.object({
    id: z.number().int().positive(),
    ...expectedUpdatedAtField,
    ...userFields,
    password: zOptionalPassword(),
    isActive: z.boolean().optional(),
    isAdmin: z.boolean().optional(),
    canDeleteItself: z.boolean().optional(),
  }),
  'password',
  { emailField: 'email' },
);
export type TUserUpdate = z.infer<typeof ZUserUpdateSchema>;
export type TUserUpdateInput = z.input<typeof ZUserUpdateSchema>;

export const USER_SORTABLE_COLUMNS = ['id', 'name', 'email', 'type', 'isActive', 'isAdmin', 'dtRegister', 'dtUpdate'] as const;
/** GET /users: type, isActive and companyId (the users of one company) filters. */
export const ZUserListQuerySchema = listQueryWith(USER_SORTABLE_COLUMNS).extend({
  type: zQueryEnum(USER_TYPES),
  isActive: zQueryBoolean(),
  companyId: zQueryId(),
});
export type TUserListQuery = z.infer<typeof ZUserListQuerySchema>;

/**
 * PUT /login/update-logged-user `user` (my profile, settings/userdata): only the name is editable here.
 * `email`, when sent, must be the current one: a new login e-mail needs the current password and a
 * code sent to it (send-email-change-code, confirm-email-change).
 */
export const ZUserProfileUpdateSchema = z.object({ name: zRequiredString(), email: zEmail().optional() });
export type TUserProfileUpdate = z.infer<typeof ZUserProfileUpdateSchema>;
export type TUserProfileUpdateInput = z.input<typeof ZUserProfileUpdateSchema>;

/** User form steps: user data, access data. */
export const USER_FORM_STEPS = [
  ['name', 'type', 'companyId', 'roleId', 'isActive', 'isAdmin', 'canDeleteItself'],
  ['email', 'password', 'password_confirm'],
] as const;
