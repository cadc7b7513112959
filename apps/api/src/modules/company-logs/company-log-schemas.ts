/** Module-level schemas: what @rede/domain does not have yet (each marked `// domain:`). */
import { z } from 'zod';
import { MESSAGES, ZCompanyLogSchema, zPosition } from '@rede/domain';

// domain: expected reason, logo, photo, adminName, adminEmail, userAdminId and visualIdentityColor in ZCompanyLogSchema.
/** A company log entry as the API answers it (the snapshot, who acted, the action and the reason). */
export const ZCompanyLogOutputSchema = ZCompanyLogSchema.extend({
  logo: z.string().nullable(),
  photo: z.string().nullable(),
  adminName: z.string().nullable(),
  adminEmail: z.string().nullable(),
  userAdminId: z.number().int().nullable(),
  visualIdentityColor: z.string().nullable(),
  /** The rejection reason (typeAction 'rejected'), or null. */
  reason: z.string().nullable(),
});
export type TCompanyLogOutput = z.infer<typeof ZCompanyLogOutputSchema>;

// domain: expected the item of GET /companysLog/companies.
/** GET /companysLog/companies: a company's latest entry, how many entries it has, and whether it still exists. */
export const ZCompanyWithLogsSchema = ZCompanyLogOutputSchema.extend({
  logsCount: z.number().int().nonnegative(),
  companyExists: z.boolean(),
});
export type TCompanyWithLogs = z.infer<typeof ZCompanyWithLogsSchema>;

/** A compared value: text, flag, line names, position, or null. */
export const ZLogValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), zPosition(), z.null()]);
export type TLogValue = z.infer<typeof ZLogValueSchema>;

// domain: expected the details of GET /companysLog/logs/log/{logId}.
/** One field that differs from the previous entry of the same company. */
export const ZCompanyLogChangeSchema = z.object({ field: z.string(), before: ZLogValueSchema, after: ZLogValueSchema });
export type TCompanyLogChange = z.infer<typeof ZCompanyLogChangeSchema>;

/** GET /companysLog/logs/log/{logId}: the entry, the previous entry's id and what changed since it. */
export const ZCompanyLogDetailsSchema = ZCompanyLogOutputSchema.extend({
  previousId: z.number().int().nullable(),
  changes: z.array(ZCompanyLogChangeSchema),
});
export type TCompanyLogDetails = z.infer<typeof ZCompanyLogDetailsSchema>;

const zPathId = () =>
  z.coerce.number({ error: MESSAGES.validation.required }).int(MESSAGES.validation.invalid).positive(MESSAGES.validation.invalid);

export const ZCompanyIdParamsSchema = z.object({ companyId: zPathId() });
export const ZLogIdParamsSchema = z.object({ logId: zPathId() });
