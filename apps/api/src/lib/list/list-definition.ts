import type { SQLWrapper } from 'drizzle-orm';
import type { OrderDirection } from '@rede/domain';
import type { SearchExpression } from './search-condition.ts';

/** What a cell may hold before formatting: dates, booleans and lists are formatted by the writer. */
export type ExportValue = string | number | boolean | Date | null | undefined | { name: string } | readonly (string | number | { name: string })[];

/** One exportable column: `key` is what `columns=` names, `label` the default header. */
export type ExportColumn<TRow> = {
  key: string;
  label: string;
  /** The cell value; default `row[key]`. */
  value?: (row: TRow) => ExportValue;
  /** 'date': dd/MM/yyyy; dates are dd/MM/yyyy HH:mm otherwise (America/Sao_Paulo). */
  type?: 'date';
};

/**
 * How one back-office list searches, sorts and exports. `TSort` is the entity's *_SORTABLE_COLUMNS,
 * so every orderBy the query schema lets through has an expression here.
 */
export type ListDefinition<TSort extends string, TRow> = {
  /** Expressions `searchTerm` matches (case- and accent-insensitive substring, any of them). */
  search: readonly SearchExpression[];
  /** orderBy key → expression. */
  sort: Record<TSort, SQLWrapper>;
  /** Order when the query names none. */
  defaultSort: { by: TSort; direction: OrderDirection };
  /** A unique column (id) appended to every ORDER BY, so rows never move between pages. */
  tieBreak: SQLWrapper;
  /** The spreadsheet: default title (file name) and the exportable columns in default order. */
  export: { title: string; columns: readonly ExportColumn<TRow>[] };
};

/** Identity helper that checks a list definition's types. */
export const defineList = <TSort extends string, TRow>(definition: ListDefinition<TSort, TRow>) => definition;
