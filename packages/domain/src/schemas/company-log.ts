/** Company log entry (section 3): a snapshot of the company plus who did what. */
import { z } from 'zod';
import { ZIdSchema } from '../api.ts';
import { COMPANY_STATUSES, LOG_ACTIONS } from '../constants.ts';
import { ZIdNameSchema, zPosition, ZTimestampsSchema } from './fields.ts';
import { listQueryWith, zQueryEnum } from './list-query.ts';
import { ZOpeningHoursValueSchema } from './opening-hours.ts';

export const ZLogActionSchema = z.enum(LOG_ACTIONS);

export const ZCompanyLogSchema = z
  .object({
    id: z.number().int(),
    companyId: z.number().int().nullable(),
    name: z.string(),
    cnpj: z.string().nullable(),
    razaoSocial: z.string().nullable(),
    phone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
    lines: z.array(ZIdNameSchema),
    cep: z.string().nullable(),
    addressPosition: zPosition().nullable(),
    logradouro: z.string().nullable(),
    numero: z.string().nullable(),
    complement: z.string().nullable(),
    neibor: z.string().nullable(),
    city: z.string().nullable(),
    uf: z.string().nullable(),
    status: z.enum(COMPANY_STATUSES).nullable(),
    isActive: z.boolean().nullable(),
    isAssistence: z.boolean().nullable(),
    userExecuteActionId: z.number().int().nullable(),
    typeAction: ZLogActionSchema,
    userActionName: z.string().nullable(),
    userActionEmail: z.string().nullable(),
    /** Same as userActionName; some responses use this name. */
    nameUser: z.string().nullable().optional(),
    logo: z.string().nullable(),
    photo: z.string().nullable(),
    adminName: z.string().nullable(),
    adminEmail: z.string().nullable(),
    userAdminId: z.number().int().nullable(),
    visualIdentityColor: z.string().nullable(),
    /** The rejection reason (typeAction 'rejected'), or null. */
    reason: z.string().nullable(),
    /** The opening hours after the action; null: not informed (or an entry from before them). */
    openingHours: ZOpeningHoursValueSchema.nullable(),
  })
  .extend(ZTimestampsSchema.shape);
export type TCompanyLog = z.infer<typeof ZCompanyLogSchema>;

/** GET /companysLog/companies: a company's latest entry, how many entries it has, and whether it still exists. */
export const ZCompanyWithLogsSchema = ZCompanyLogSchema.extend({
  logsCount: z.number().int().nonnegative(),
  companyExists: z.boolean(),
});
export type TCompanyWithLogs = z.infer<typeof ZCompanyWithLogsSchema>;

/** A compared value: text, number, flag, line names, position, or null. */
export const ZLogValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), zPosition(), z.null()]);
export type TLogValue = z.infer<typeof ZLogValueSchema>;

/** One field that differs from the previous entry of the same company. */
export const ZCompanyLogChangeSchema = z.object({ field: z.string(), before: ZLogValueSchema, after: ZLogValueSchema });
export type TCompanyLogChange = z.infer<typeof ZCompanyLogChangeSchema>;

/** GET /companysLog/logs/log/{logId}: the entry, the previous entry's id and what changed since it. */
export const ZCompanyLogDetailsSchema = ZCompanyLogSchema.extend({
  previousId: z.number().int().nullable(),
  changes: z.array(ZCompanyLogChangeSchema),
});
export type TCompanyLogDetails = z.infer<typeof ZCompanyLogDetailsSchema>;

/** Path parameters: /companysLog/logs/{companyId} and /companysLog/logs/log/{logId}. */
export const ZCompanyLogCompanyParamsSchema = z.object({ companyId: ZIdSchema.shape.id });
export const ZCompanyLogParamsSchema = z.object({ logId: ZIdSchema.shape.id });

export const COMPANY_LOG_SORTABLE_COLUMNS = [
  'id',
  'name',
  'city',
  'uf',
  'status',
  'typeAction',
  'userActionName',
  'userActionEmail',
  'dtRegister',
] as const;

/** GET /companysLog/companies and GET /companysLog/logs/{companyId}. */
export const ZCompanyLogListQuerySchema = listQueryWith(COMPANY_LOG_SORTABLE_COLUMNS).extend({
  typeAction: zQueryEnum(LOG_ACTIONS),
});
export type TCompanyLogListQuery = z.infer<typeof ZCompanyLogListQuerySchema>;
