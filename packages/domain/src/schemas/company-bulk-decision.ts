/**
 * Bulk decisions in the companies list: approve, reject (one reason for all) or
 * deactivate many companies at once, chosen by id or by the list's filters.
 */
import { z } from 'zod';
import { DEFAULT_TIME_ZONE, ORDER_DIRECTIONS } from '../constants.ts';
import { formatDatetime } from '../validators/datetime.ts';
import { formatInteger, formatMessage, MESSAGES } from '../messages.ts';
import { COMPANY_FILTER_FIELDS, COMPANY_REJECTION_REASON_MAX, COMPANY_SORTABLE_COLUMNS } from './company.ts';
import { ERROR_CODES } from '../error-codes.ts';
import { zIsoDatetime, zOptionalString } from './fields.ts';
import { zQueryEnum, zQueryText } from './query-fields.ts';

const V = MESSAGES.validation;

/** The most companies one request decides (and the most ids GET /companys/company/ids answers). */
export const COMPANY_BULK_DECISION_MAX = 5000;

/** The actions a bulk decision may take: the single actions of the same names. */
export const COMPANY_BULK_ACTIONS = ['approve', 'reject', 'deactivate'] as const;
export type TCompanyBulkAction = (typeof COMPANY_BULK_ACTIONS)[number];

/** 'No máximo 5.000 empresas por vez.' */
export const COMPANY_BULK_TOO_MANY = formatMessage(MESSAGES.companyBulk.tooMany, { max: formatInteger(COMPANY_BULK_DECISION_MAX) });

/** 'O filtro seleciona 6.000 empresas e o limite é 5.000 por vez. …' */
export const companyBulkFilterTooMany = (count: number): string =>
  formatMessage(MESSAGES.companyBulk.filterTooMany, { count: formatInteger(count), max: formatInteger(COMPANY_BULK_DECISION_MAX) });

/** 'A empresa Loja X foi alterada por outra pessoa em 10/03/2026 09:05 e não foi decidida. …' */
export const companyBulkStale = (name: string, changedAt: Date | string): string =>
  formatMessage(MESSAGES.companyBulk.staleRecord, { name, when: formatDatetime(changedAt, DEFAULT_TIME_ZONE) });

/** The companies list's search and filters (searchTerm, status, uf, city, lines), as GET /companys takes them. */
export const ZCompanyBulkFilterSchema = z.object({ searchTerm: zQueryText(), ...COMPANY_FILTER_FIELDS });
export type TCompanyBulkFilter = z.infer<typeof ZCompanyBulkFilterSchema>;
export type TCompanyBulkFilterInput = z.input<typeof ZCompanyBulkFilterSchema>;

/** GET /companys/company/ids: the list's search, filters and order (the ids come in the list's order). */
export const ZCompanyIdsQuerySchema = ZCompanyBulkFilterSchema.extend({
  orderBy: zQueryEnum(COMPANY_SORTABLE_COLUMNS),
  orderDirection: zQueryEnum(ORDER_DIRECTIONS),
});
export type TCompanyIdsQuery = z.infer<typeof ZCompanyIdsQuerySchema>;

/**
 * POST /companys/bulk-decision `{ decision }`: the action, the companies (`ids`, at most 5 000, or `filter`,
 * the list's filters, matching at most 5 000) and, to reject, the reason (required, at most 1 000 characters,
 * the single rejection's rule), kept in each company's log entry and sent in each e-mail. `expectedUpdatedAt`:
 * the version (`dtUpdate`) each company was shown at, by id, as the single action sends its own; a company
 * changed since is left as it was (STALE_RECORD in `failed`). A company without one is decided as it is now.
 */
export const ZCompanyBulkDecisionSchema = z
  .object({
    action: z.enum(COMPANY_BULK_ACTIONS, { error: (issue) => (issue.input == null ? V.required : V.invalid) }),
    ids: z
      .array(z.number({ error: V.invalid }).int(V.invalid).positive(V.invalid), { error: V.invalid })
      .min(1, V.arrayMin)
      .max(COMPANY_BULK_DECISION_MAX, COMPANY_BULK_TOO_MANY)
      // the same company twice is decided once
      .transform((ids) => [...new Set(ids)])
      .optional(),
    filter: ZCompanyBulkFilterSchema.optional(),
    reason: zOptionalString(COMPANY_REJECTION_REASON_MAX),
    expectedUpdatedAt: z.record(z.string().regex(/^[1-9]\d*$/, V.invalid), zIsoDatetime(), { error: V.invalid }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.ids !== undefined && value.filter !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['filter'], message: MESSAGES.companyBulk.idsOrFilter });
    } else if (value.ids === undefined && value.filter === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: V.required });
    }
    if (value.action === 'reject' && !value.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.companyBulk.reasonRequired });
    if (value.action !== 'reject' && value.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.companyBulk.reasonOnlyForReject });
  });
export type TCompanyBulkDecision = z.infer<typeof ZCompanyBulkDecisionSchema>;
export type TCompanyBulkDecisionInput = z.input<typeof ZCompanyBulkDecisionSchema>;

export const ZCompanyBulkDecisionBodySchema = z.object({ decision: ZCompanyBulkDecisionSchema });

/**
 * A company the decision left as it was, and why (pt-BR); `name` is null when the company no longer exists.
 * `code` STALE_RECORD: it changed since the version sent (the single action's 409), nothing was written.
 */
export const ZCompanyBulkFailureSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  message: z.string(),
  code: z.enum([ERROR_CODES.staleRecord]).optional(),
});
export type TCompanyBulkFailure = z.infer<typeof ZCompanyBulkFailureSchema>;

/**
 * The answer: `{ data: { action, succeeded, failed }, total }`: the ids changed (each with its log entry and
 * e-mail), the ones left unchanged with their reasons, and `total`, how many companies were decided
 * (succeeded + failed), in the order they were processed.
 */
export const ZCompanyBulkDecisionResultSchema = z.object({
  data: z.object({
    action: z.enum(COMPANY_BULK_ACTIONS),
    succeeded: z.array(z.number().int()),
    failed: z.array(ZCompanyBulkFailureSchema),
  }),
  total: z.number().int().nonnegative(),
});
export type TCompanyBulkDecisionResult = z.infer<typeof ZCompanyBulkDecisionResultSchema>;

/** GET /companys/company/ids: `{ data: ids, total }` (total = data.length, at most 5 000). */
export const ZCompanyIdsSchema = z.object({ data: z.array(z.number().int()), total: z.number().int().nonnegative() });
export type TCompanyIds = z.infer<typeof ZCompanyIdsSchema>;
