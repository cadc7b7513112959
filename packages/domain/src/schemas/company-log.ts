/** Company log entry (section 3): a snapshot of the company plus who did what. */
import { z } from 'zod';
import { COMPANY_STATUSES, LOG_ACTIONS } from '../constants.ts';
import { ZIdNameSchema, zPosition, ZTimestampsSchema } from './fields.ts';
import { listQueryWith, zQueryEnum } from './list-query.ts';

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
  })
  .extend(ZTimestampsSchema.shape);
export type TCompanyLog = z.infer<typeof ZCompanyLogSchema>;

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
