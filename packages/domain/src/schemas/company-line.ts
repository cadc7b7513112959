/** CompanyLine: the link between a company and a product line (section 3). */
import { z } from 'zod';
import { dataEnvelope, ZIdSchema } from '../api.ts';
import { ZIdNameSchema, zRequiredId, ZTimestampsSchema, expectedUpdatedAtField } from './fields.ts';
import { listQueryWith, zQueryId } from './list-query.ts';

export const ZCompanyLineSchema = z
  .object({
    id: z.number().int(),
    lineId: z.number().int(),
    line: ZIdNameSchema.extend({ icon: z.string().nullable().optional() }),
    companyId: z.number().int(),
    company: ZIdNameSchema,
  })
  .extend(ZTimestampsSchema.shape);
export type TCompanyLine = z.infer<typeof ZCompanyLineSchema>;

export const ZCompanyLineCreateSchema = z.object({ lineId: zRequiredId(), companyId: zRequiredId() });
export type TCompanyLineCreate = z.infer<typeof ZCompanyLineCreateSchema>;

export const ZCompanyLineUpdateSchema = ZCompanyLineCreateSchema.extend({ id: z.number().int().positive(), ...expectedUpdatedAtField });
export type TCompanyLineUpdate = z.infer<typeof ZCompanyLineUpdateSchema>;

/** 'line' and 'company' sort by the line's and the company's name. */
export const COMPANY_LINE_SORTABLE_COLUMNS = ['id', 'line', 'company', 'dtRegister', 'dtUpdate'] as const;
export const ZCompanyLineListQuerySchema = listQueryWith(COMPANY_LINE_SORTABLE_COLUMNS).extend({
  companyId: zQueryId(),
  lineId: zQueryId(),
});
export type TCompanyLineListQuery = z.infer<typeof ZCompanyLineListQuerySchema>;

/** GET /companyLines/company/list: the distinct lines of the user's companies (or of `companyId`), by name. */
export const ZCompanyLineOptionsQuerySchema = z.object({ companyId: zQueryId() });
export type TCompanyLineOptionsQuery = z.infer<typeof ZCompanyLineOptionsQuerySchema>;

export const ZCompanyLineOptionSchema = ZIdNameSchema.extend({ icon: z.string().nullable() });
export type TCompanyLineOption = z.infer<typeof ZCompanyLineOptionSchema>;

export const ZCompanyLineOptionsSchema = dataEnvelope(ZCompanyLineOptionSchema);
export type TCompanyLineOptions = z.infer<typeof ZCompanyLineOptionsSchema>;

/**
 * 202 of a company user's POST / PUT / DELETE /companyLines on an APPROVED company: the edit went into the
 * company's proposed change (nothing published). `pendingChange` false: the edit brought the lines back to
 * the approved version, so nothing waits any more.
 */
export const ZCompanyLineProposalSchema = z.object({
  lineId: z.number().int(),
  line: ZIdNameSchema.extend({ icon: z.string().nullable().optional() }),
  companyId: z.number().int(),
  company: ZIdNameSchema,
  pendingChange: z.boolean(),
});
export type TCompanyLineProposal = z.infer<typeof ZCompanyLineProposalSchema>;

/** DELETE /companyLines/proposal?companyId=: the company whose proposed line change was undone; whether other proposed fields still wait. */
export const ZCompanyLineProposalWithdrawalSchema = z.object({ companyId: z.number().int(), pendingChange: z.boolean() });
export type TCompanyLineProposalWithdrawal = z.infer<typeof ZCompanyLineProposalWithdrawalSchema>;
export const ZCompanyLineProposalQuerySchema = z.object({ companyId: ZIdSchema.shape.id });
