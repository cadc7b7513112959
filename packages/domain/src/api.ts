/** Shapes shared by every API route: list query, list envelope, error body, wrapped payloads. */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, EXPORT_COLUMNS_PARAM_MAX, EXPORT_FORMATS, EXPORT_TITLE_MAX, ORDER_DIRECTIONS, PAGE_SIZES } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { zQueryEnum, zQueryText } from './schemas/query-fields.ts';

const PAGE_SIZE_SET = new Set<number>(PAGE_SIZES);

/** The list query every back-office list accepts (foundation issue, 'API conventions'). */
export const ZListQuerySchema = z.object({
  searchTerm: z.string().trim().max(255, MESSAGES.validation.invalid).optional(),
  pageSize: z.coerce
    .number({ error: MESSAGES.validation.invalid })
    .int(MESSAGES.validation.invalid)
    .refine((n) => PAGE_SIZE_SET.has(n), MESSAGES.validation.invalid)
    .default(DEFAULT_PAGE_SIZE),
  /** 0-based; a negative index means 0 (section 4). */
  pageIndex: z.coerce
    .number({ error: MESSAGES.validation.invalid })
    .int(MESSAGES.validation.invalid)
    .max(10_000_000, MESSAGES.validation.invalid)
    .transform((n) => Math.max(0, n))
    .default(0),
  orderBy: z.string().trim().max(64, MESSAGES.validation.invalid).optional(),
  orderDirection: z.enum(ORDER_DIRECTIONS, { error: MESSAGES.validation.invalid }).default('asc'),
});
export type TListQuery = z.infer<typeof ZListQuerySchema>;

/**
 * What a list route adds to its query for the spreadsheet: `format=xlsx`, `title` (file name) and
 * `columns=<key>:<label>,…` (the visible columns in screen order; default: all exportable columns).
 * Blank values are undefined.
 */
export const ZExportQuerySchema = z.object({
  format: zQueryEnum(EXPORT_FORMATS),
  title: zQueryText(EXPORT_TITLE_MAX),
  columns: zQueryText(EXPORT_COLUMNS_PARAM_MAX),
});
export type TExportQuery = z.infer<typeof ZExportQuerySchema>;

/** `{ message }`: answers that only confirm (reset code sent, password changed, account deleted). */
export const ZMessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessageSchema>;

/** `{ data, total }`: the answer of every list. */
export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int().nonnegative() });
export type TListResult<T> = { data: T[]; total: number };

/** `{ data }`: the answer of option lists that are not paged (lines, owners, a company's lines). */
export const dataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

// in a module of its own, without zod, so the web's api client (first load) can import it alone
export { ERROR_CODES, type TErrorCode } from './error-codes.ts';

/** `{ statusCode, error, message, additionalData }`: the body of every error answer (`code` when it has one). */
export const ZErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  additionalData: z.record(z.string(), z.unknown()).nullable(),
  /** Machine-readable reason (ERROR_CODES: VALIDATION_FAILED, STALE_RECORD, PASSWORD_CHANGE_REQUIRED): what clients decide on. */
  code: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorSchema>;

/** The id of a record: `?id=` of DELETE and similar calls, and `/:id` in paths. */
export const ZIdSchema = z.object({
  // absent or empty: 'Campo obrigatório'; present but not a positive integer ('abc', '1.5', '-2'): 'Valor inválido'
  id: z.preprocess(
    (value) =>
      value === undefined || value === null || value === ''
        ? undefined
        : typeof value === 'string' && /^\s*[+-]?\d+(\.\d+)?\s*$/.test(value)
          ? Number(value)
          : value,
    z
      .number({ error: (issue) => (issue.input === undefined ? MESSAGES.validation.required : MESSAGES.validation.invalid) })
      .int(MESSAGES.validation.invalid)
      .positive(MESSAGES.validation.invalid),
  ),
});

/** Wraps an entity payload as `{ [name]: payload }` (POST and PUT bodies). */
export const wrapped = <K extends string, T extends z.ZodType>(name: K, schema: T) => z.object({ [name]: schema } as { [P in K]: T });
