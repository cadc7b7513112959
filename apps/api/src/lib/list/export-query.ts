import type { z } from 'zod';
import { MESSAGES, ZExportQuerySchema, type TExportQuery } from '@rede/domain';
import { validationError } from '../app-error.ts';
import type { ExportColumn } from './list-definition.ts';

const LABEL_MAX = 100;

/** The entity's list query schema plus the export parameters (ZExportQuerySchema): the one querystring of a list route. */
export const withExport = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>) =>
  schema.extend(ZExportQuerySchema.shape);

export const isExportQuery = (query: TExportQuery): boolean => query.format === 'xlsx';

export type ResolvedColumn<TRow> = ExportColumn<TRow> & { header: string };

/**
 * `columns=` against the exportable columns: keys must be known (else 400 at `columns`), a missing
 * or blank label takes the default one, repeated keys count once; absent → every column.
 * Labels cannot contain ',' (the separator); ':' after the key is part of the label.
 */
export const resolveExportColumns = <TRow>(param: string | undefined, columns: readonly ExportColumn<TRow>[]): ResolvedColumn<TRow>[] => {
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
