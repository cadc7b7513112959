import { DEFAULT_TIME_ZONE, formatDate, formatDatetime, MESSAGES } from '@rede/domain';
import type { ExportValue } from './list-definition.ts';

export type ExportCell = string | number | null;

/** Text a spreadsheet would read as a formula (=, +, -, @; tab and CR as OWASP advises). */
export const looksLikeFormula = (text: string): boolean => /^[=+\-@\t\r]/.test(text);

const itemText = (item: string | number | { name: string }): string => (typeof item === 'object' ? item.name : String(item));

/**
 * A value as the spreadsheet shows it: dates dd/MM/yyyy HH:mm (or dd/MM/yyyy) in America/Sao_Paulo,
 * booleans Sim/Não, lists joined by ', ', { name } as its name, numbers as numbers, empty as null.
 */
export const toExportCell = (value: ExportValue, options: { type?: 'date'; timeZone?: string } = {}): ExportCell => {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return options.type === 'date' ? formatDate(value, timeZone) : formatDatetime(value, timeZone);
  if (typeof value === 'boolean') return value ? MESSAGES.yesNo.true : MESSAGES.yesNo.false;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(itemText).join(', ');
  if (typeof value === 'object') return (value as { name: string }).name;
  return value;
};
