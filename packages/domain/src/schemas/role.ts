/** Role (access profile, section 3 and 6). */
import { z } from 'zod';
import { MAX_PERMISSION_KEYS, USER_TYPES } from '../constants.ts';
import { formatMessage, MESSAGES } from '../messages.ts';
import { ALL_PERMISSION_KEYS, isFeatureAllowedForType, type PermissionFeature } from '../permissions.ts';
import { whenFieldsParsed, ZIdNameSchema, zOptionalId, zRequiredString, ZTimestampsSchema, expectedUpdatedAtField } from './fields.ts';
import { listQueryWith, zQueryEnum, zQueryId } from './list-query.ts';
import { ZUserTypeSchema } from './user.ts';

/** One FEATURE:ACTION key of the catalogue. */
export const ZPermissionKeySchema = z.enum(ALL_PERMISSION_KEYS, { error: MESSAGES.validation.permission });

export const ZRoleSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.enum(USER_TYPES),
    permissions: z.array(z.string()),
    companyId: z.number().int().nullable(),
    company: ZIdNameSchema.nullable().optional(),
  })
  .extend(ZTimestampsSchema.shape);
export type TRole = z.infer<typeof ZRoleSchema>;

const roleFields = z.object({
  name: zRequiredString(),
  type: ZUserTypeSchema,
  /** Unique keys, each valid for the role's type (e.g. COMPANYLINE only for company roles). */
  permissions: z
    .array(ZPermissionKeySchema)
    .max(MAX_PERMISSION_KEYS, formatMessage(MESSAGES.validation.arrayMax, { max: MAX_PERMISSION_KEYS }))
    .transform((keys) => [...new Set(keys)]),
  /** Admin-only field. */
  companyId: zOptionalId(),
});

const permissionsMatchType = <T extends { type: unknown; permissions: unknown }>(data: T, ctx: z.RefinementCtx): void => {
  if (data.type !== 'admin' && data.type !== 'company') return;
  const type = data.type;
  if (!Array.isArray(data.permissions)) return;
  data.permissions.forEach((key: unknown, index) => {
    const feature = String(key).split(':')[0] as PermissionFeature;
    if (!isFeatureAllowedForType(feature, type)) {
      ctx.addIssue({ code: 'custom', path: ['permissions', index], message: MESSAGES.validation.permission });
    }
  });
};

const whenTypeAndPermissionsParsed = whenFieldsParsed(['type', 'permissions']);

export const ZRoleCreateSchema = roleFields.superRefine(permissionsMatchType, whenTypeAndPermissionsParsed);
export type TRoleCreate = z.infer<typeof ZRoleCreateSchema>;
export type TRoleCreateInput = z.input<typeof ZRoleCreateSchema>;

export const ZRoleUpdateSchema = roleFields
  .extend({ id: z.number().int().positive(), ...expectedUpdatedAtField })
  .superRefine(permissionsMatchType, whenTypeAndPermissionsParsed);
export type TRoleUpdate = z.infer<typeof ZRoleUpdateSchema>;
export type TRoleUpdateInput = z.input<typeof ZRoleUpdateSchema>;

export const ROLE_SORTABLE_COLUMNS = ['id', 'name', 'type', 'dtRegister', 'dtUpdate'] as const;
/**
 * GET /roles: type, companyId (the roles of one company) and forCompanyId (the roles a user of that
 * company may hold: no company or that one — the role choices of a user form) filters.
 */
export const ZRoleListQuerySchema = listQueryWith(ROLE_SORTABLE_COLUMNS).extend({
  type: zQueryEnum(USER_TYPES),
  companyId: zQueryId(),
  forCompanyId: zQueryId(),
});
export type TRoleListQuery = z.infer<typeof ZRoleListQuerySchema>;

/** Role form steps: profile name, accesses. */
export const ROLE_FORM_STEPS = [['name', 'type', 'companyId'], ['permissions']] as const;
