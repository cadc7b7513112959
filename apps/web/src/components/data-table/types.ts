import type { ReactNode } from 'react';
import type { TFormField } from '@/components/form/types';
import type { TListParams, TListResult } from './list-params';
import type { TSortState } from './sort-cycle';

export type TRowId = string | number;

export type TColumnFilter =
  /** Free text, debounced 500 ms (section 9). */
  | { type: 'text'; param?: string; placeholder?: string }
  /** A choice among options ('Todos' clears it); `multiple` sends the parameter repeated. */
  | {
      type: 'options';
      param?: string;
      options: readonly { value: string; label: string }[];
      multiple?: boolean;
      /** Shown only with this permission (section 6: option filters follow permissions). */
      permission?: string;
    };

export type TColumnDisplay = 'text' | 'date' | 'datetime' | 'image';

export type TDataTableColumn<T> = {
  /** Record property; also the export key and, unless `sortKey`, the orderBy value. */
  key: string;
  label: string;
  /** Default true. */
  sortable?: boolean;
  sortKey?: string;
  /** Can be hidden from the columns menu (default true). */
  hideable?: boolean;
  hiddenByDefault?: boolean;
  /** Part of the export (default true). */
  exportable?: boolean;
  /**
   * How the default cell shows the value: 'date' dd/MM/yyyy, 'datetime' dd/MM/yyyy HH:mm, 'image' a
   * thumbnail of the stored file (GET /api/uploads/files/<name>); default: the value as text.
   * Image columns never name the row for screen readers. The export is unaffected.
   */
  display?: TColumnDisplay;
  /** Cell content (default: the property's value, as `display` says). */
  render?: (row: T) => ReactNode;
  filter?: TColumnFilter;
  /** false: the column never names the row in action labels (a number such as the order). */
  namesRow?: boolean;
  align?: 'left' | 'right' | 'center';
  minWidth?: number;
};

/**
 * Which columns (by key) a phone's card shows as its primary text, its second line and its status; the other visible
 * columns follow as label and value. Default: the column that names the row, the next one, and 'status' (else
 * 'isActive').
 */
export type TCardHint = { primary?: string; secondary?: string; status?: string };

/** The API resource behind a list: query key, fetchers, export support and permission keys. */
export type TDataTableResource<T> = {
  /** Base query key ('lines'); list, detail and delete refresh everything under it. */
  queryKey: readonly unknown[];
  /** GET /api/<resource>?… → { data, total }. */
  list: (params: TListParams, signal?: AbortSignal) => Promise<TListResult<T>>;
  /** GET /api/<resource>/{id}: the full record for the details panel (default: the row). */
  get?: (id: TRowId, signal?: AbortSignal) => Promise<T>;
  /** DELETE /api/<resource>?id= */
  remove?: (id: TRowId) => Promise<unknown>;
  /** The list URL the export reuses with format=xlsx ('/api/lines'); no export without it. */
  exportPath?: string;
  /** Fixed parameters of the list and the export (e.g. { companyId: 3 }). */
  baseParams?: Record<string, string | number>;
  /** Permission keys (FEATURE:ACTION); an action without its permission is hidden. */
  permissions?: { list?: string; create?: string; update?: string; delete?: string };
  /** Default: row.id */
  getRowId?: (row: T) => TRowId;
};

export type TRowAction<T> = {
  key: string;
  /** Accessible name and tooltip. */
  label: string;
  icon: ReactNode;
  /** A returned promise (a confirmation, then the request) keeps the button disabled until it settles. */
  onClick: (row: T) => void | Promise<unknown>;
  permission?: string;
  show?: (row: T) => boolean;
};

/**
 * What the user selected with the checkbox column: some rows (by id, kept across pages), or every row the
 * list's search and filters match (`params`: the list's query when it was chosen; `total`: their number).
 */
export type TRowSelection = { kind: 'rows'; ids: TRowId[] } | { kind: 'matching'; params: TListParams; total: number };

/** The checkbox column and the selection bar (shown while something is selected). */
export type TSelectionConfig = {
  /** Shown only with this permission (hidden, never disabled). */
  permission?: string;
  /** At most this many rows may be selected through 'every row of the filter' (the bar says so above it). */
  maxMatching?: number;
  /** The words of the bar, with the records' own noun and gender ('3 empresas selecionadas'). */
  texts: {
    /** 'n selected' (rows picked one by one or by page). */
    selected: (count: number) => string;
    /** Offered once the whole page is selected and more rows match: 'Selecionar todas as 1.234 empresas deste filtro'. */
    selectAllMatching: (total: number) => string;
    /** 'Todas as 1.234 empresas deste filtro' (the 'every row' selection). */
    allMatchingSelected: (total: number) => string;
    /** Instead of selectAllMatching when total > maxMatching: 'O limite é 5.000 por vez: refine os filtros.' */
    tooManyToSelectAll?: (total: number, max: number) => string;
  };
  /** The actions on the selection (buttons in the bar); `clear` empties the selection. */
  actions: (selection: TRowSelection, clear: () => void) => ReactNode;
};

export type TDetailsConfig<T> = {
  /** The form's field definitions: the panel shows them grouped by step tabs. */
  fields: readonly TFormField[];
  /** The form's step titles. */
  steps?: readonly string[];
  /** Panel title (default 'Detalhes'). */
  title?: (record: T) => string;
  /** More ways out of the panel beside Edit (e.g. the company's history). */
  links?: (record: T) => readonly { label: string; to: string }[];
  /** Shown above the fields, with the record as loaded for the panel (e.g. what waits for a decision). */
  summary?: (record: T) => ReactNode;
};

export type TDataTableProps<T> = {
  resource: TDataTableResource<T>;
  columns: readonly TDataTableColumn<T>[];
  /** The list title: heading and export title (file name and sheet header). */
  title: string;
  /** Hide the heading (the page shows its own) while keeping the title for the export. */
  hideTitle?: boolean;
  searchable?: boolean;
  /** Columns menu to hide and show columns (default true). */
  columnHiding?: boolean;
  /** Drag reorder of columns (keyboard and single tap: the columns menu); default true, kept with `storageKey`. */
  columnReorder?: boolean;
  /** The per-column filter row (columns with `filter`); shown from the start when 'open'. */
  filterRow?: boolean | 'open';
  /**
   * Drag (and keyboard) reorder of the rows of the page, offered while the list shows its own order (no search,
   * no filter, sorted by nothing or by `rowReorderSortKey` ascending). Called with the page's rows in their new
   * order and the move: page indexes `from`/`to` and `position`, the 1-based place over the whole list; the list
   * is reloaded once it resolves.
   */
  onRowsReorder?: (rows: T[], move: { from: number; to: number; row: T; position: number }) => void | Promise<unknown>;
  /** The sort key of the order the rows' moves change (default 'position'). */
  rowReorderSortKey?: string;
  /** The Add button: a route or a handler (shown with the create permission). */
  createPath?: string;
  onCreate?: () => void;
  /** Edit: a route per row or a handler (shown with the update permission). */
  editPath?: (row: T) => string;
  onEdit?: (row: T) => void;
  /** Details side panel (shown with the list permission). */
  details?: TDetailsConfig<T>;
  rowActions?: readonly TRowAction<T>[];
  /** Row-level rules on top of the permissions (section 6: rows without a company). */
  canEditRow?: (row: T) => boolean;
  canDeleteRow?: (row: T) => boolean;
  /** Delete: shown with the delete permission when the resource can remove. */
  onDeleted?: (row: T) => void;
  defaultSort?: TSortState;
  /** URL parameter prefix when a page has more than one list. */
  urlPrefix?: string;
  /** localStorage key to remember hidden columns and their order. */
  storageKey?: string;
  /** Extra toolbar content (custom filters, buttons). */
  toolbar?: ReactNode;
  /**
   * Filters without a column (a toolbar switch writes its URL parameter, `true`): part of the list's state,
   * so the list, the export and 'every row of the filter' all carry them.
   */
  extraFilterParams?: readonly string[];
  /**
   * A checkbox column to select rows (one by one, the whole page from the header, then every row the search
   * and filters match) and a bar with the actions on them. Changing the search or a filter clears it.
   */
  selection?: TSelectionConfig;
  /** On a phone (below `sm`) each row is a card built from the visible columns; this says which goes where. */
  card?: TCardHint;
};
