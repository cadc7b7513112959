import { z } from 'zod';
import { MESSAGES, zQueryEnum, zQueryText } from '@rede/domain';
import { validationError } from '../app-error.ts';
import type { ExportColumn } from './list-definition.ts';

export const EXPORT_FORMATS = ['json', 'xlsx'] as const;
export const EXPORT_TITLE_MAX = 100;
const LABEL_MAX = 100;

// domain: expected an export query schema (format, title, columns) beside ZListQuerySchema.
/**
 * What a list route adds to its query for the spreadsheet: `format=xlsx`, `title` (file name) and
 * `columns=<key>:<label>,…` (the visible columns in screen order; default: all exportable columns).
 */
export const ZExportParamsSchema = z.object({
  format: zQueryEnum(EXPORT_FORMATS),
  title: zQueryText(EXPORT_TITLE_MAX),
  columns: zQueryText(4000),
});
export type TExportParams = z.infer<typeof ZExportParamsSchema>;

/** The entity's list query schema plus the export parameters: the one querystring of a list route. */
export const withExport = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>) =>
  schema.extend(ZExportParamsSchema.shape);

export const isExportQuery = (query: TExportParams): boolean => query.format === 'xlsx';

export type ResolvedColumn<TRow> = ExportColumn<TRow> & { header: string };

/**
 * `columns=` against the exportable columns: keys must be known (else 400 at `columns`), a missing
 * or blank label takes the default one, repeated keys count once; absent → every column.
 * Labels cannot contain ',' (the separator); ':' after the key is part of the label.
 */
export const resolveExportColumns = <TRow>(
  param: string | undefined,
  columns: readonly ExportColumn<TRow>[],
): ResolvedColumn<TRow>[] => {
  if (!param) return columns.map((column) => ({ ...column, header: column.label }));
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const resolved: ResolvedColumn<TRow>[] = [];
  const seen = new Set<string>();
  for (const item of param.split(',')) {
    if (item.trim() === '') continue;
    const separator = item.indexOf(':');
    const key = (separator === -1 ? item : item.slice(0, separator)).trim();
    const label = separator === -1 ? '' : item.slice(separator + 1).trim();
    const column = byKey.get(key);
    if (!column || label.length > LABEL_MAX) throw validationError({ columns: MESSAGES.validation.invalid });
    if (seen.has(key)) continue;
    seen.add(key);
    resolved.push({ ...column, header: label || column.label });
  }
  if (resolved.length === 0) throw validationError({ columns: MESSAGES.validation.invalid });
  return resolved;
};
