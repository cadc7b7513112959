import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { closestCenter, DndContext, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import { TableScrollRegion } from '@/components/ui/table-scroll-region';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { CellValue, displayedDate } from './cell-value';
import { ColumnsMenu } from './columns-menu';
import { cardLayout, RowCard, SortSelect } from './data-table-cards';
import { errorMessageOf, invalidParamsOf, useDataTableServices } from './data-table-services';
import { DataTablePagination } from './data-table-pagination';
import { DataTableToolbar, SearchField } from './data-table-toolbar';
import { DetailsDrawer } from './details-drawer';
import { FilterCell } from './filter-cell';
import { toListParams } from './list-params';
import { clampPageIndex, pageIndexForNewPageSize } from './paging';
import { moveItem } from './reorder';
import { RowActions } from './row-actions';
import { SelectionBar } from './selection-bar';
import {
  horizontalOnly,
  ROW_INSTRUCTIONS,
  rowAnnouncements,
  SortableCard,
  SortableHeaderCell,
  SortableRow,
  type TRowHandle,
  useColumnSensors,
  useRowSensors,
  verticalOnly,
} from './sortable';
import { nextSort } from './sort-cycle';
import { DATA_TABLE_TEXTS as T } from './texts';
import type { TDataTableColumn, TDataTableProps, TRowId } from './types';
import { useColumnSettings } from './use-column-settings';
import type { TFilterValue } from './url-state';
import { useExport } from './use-export';
import { useListState } from './use-list-state';
import { useRowSelection } from './use-row-selection';

const defaultRowId = (row: unknown): TRowId => (row as { id: TRowId }).id;

/** @dnd-kit's instructions and live region go to the body: a <table> may hold no <div>. */
const accessibilityContainer = () => (typeof document === 'undefined' ? undefined : document.body);

/** Column drags are announced by the live region of the table (moveColumn), not by @dnd-kit's own words. */
const COLUMN_ANNOUNCEMENTS = {
  onDragStart: () => undefined,
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => undefined,
};

/** A cell's default content: text of the value; names of related items; Sim/Não; '—' when empty. */
export const cellText = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return T.empty_value;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (Array.isArray(value)) return value.map(cellText).join(', ') || T.empty_value;
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return cellText(o.name ?? o.label ?? o.title ?? null);
  }
  return String(value);
};

const filterParamOf = <R,>(column: TDataTableColumn<R>): string => column.filter?.param ?? column.key;

/**
 * The actions column stays at the right edge of the scroll box, so a wide list's actions are always in reach; its
 * background covers the cells passing under it and follows the row's hover and selection tint.
 */
const STICKY_ACTIONS: SxProps<Theme> = (theme) => {
  const palette = (theme.vars || theme).palette;
  const tint = (color: string) => `linear-gradient(${color}, ${color})`;
  return {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: `inset 1px 0 0 ${palette.divider}`,
    '.MuiTableRow-hover:hover > &': { backgroundImage: tint(palette.action.hover) },
    '.Mui-selected > &': { backgroundImage: tint(theme.alpha(palette.primary.main, palette.action.selectedOpacity)) },
  };
};

/** One empty default for `extraFilterParams`, so the list config's memo does not change on every render. */
const NO_EXTRA_FILTERS: readonly string[] = [];

/**
 * The list engine (section 2 'List behaviour', section 4 'Table'): server-side paging, sorting,
 * search and filters kept in the URL; column hiding and reordering; row reordering; export;
 * Add, edit, details, delete and custom actions shown only with their permission.
 */
export const DataTable = <R,>(props: TDataTableProps<R>) => {
  const {
    resource,
    columns,
    title,
    hideTitle,
    searchable = true,
    columnHiding = true,
    columnReorder = true,
    filterRow = false,
    onRowsReorder,
    rowReorderSortKey = 'position',
    createPath,
    onCreate,
    editPath,
    onEdit,
    details,
    rowActions = [],
    canEditRow,
    canDeleteRow,
    onDeleted,
    defaultSort,
    urlPrefix,
    storageKey,
    toolbar,
    extraFilterParams = NO_EXTRA_FILTERS,
    selection: selectionConfig,
    card,
  } = props;
  const services = useDataTableServices();
  // on a phone each row is a card: a table would need sideways scrolling to reach its actions
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const getRowId = resource.getRowId ?? defaultRowId;

  // ---- state in the URL
  const filterColumns = columns.filter((c) => c.filter && (c.filter.type !== 'options' || !c.filter.permission || services.can(c.filter.permission)));
  // compared by value inside useListState: a new object each render is fine
  const listConfig = {
    prefix: urlPrefix,
    defaultSort,
    filters: [
      ...filterColumns.map((c) => ({
        param: filterParamOf(c),
        multiple: c.filter?.type === 'options' && Boolean(c.filter.multiple),
      })),
      ...extraFilterParams.map((param) => ({ param, multiple: false })),
    ],
  };
  const { state, update } = useListState(listConfig);
  const params = useMemo(() => toListParams(state), [state]);

  // ---- data
  const query = useQuery({
    queryKey: [...resource.queryKey, 'list', resource.baseParams ?? {}, params],
    queryFn: ({ signal }) => resource.list(params, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.total ?? 0;

  // a page past the end (after a delete, a stale link) goes to the last page
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    const clamped = clampPageIndex(state.pageIndex, state.pageSize, query.data.total);
    if (clamped !== state.pageIndex) update({ pageIndex: clamped }, { replace: true });
  }, [query.data, query.isPlaceholderData, state.pageIndex, state.pageSize, update]);

  // a URL with a value the API refuses (`/companys?status=bogus`, an old bookmark): drop it, say so, list again
  const dropInvalidParams = useEffectEvent((error: unknown) => {
    const invalid = invalidParamsOf(error);
    if (invalid.length === 0) return;
    const filterParams = new Set(filterColumns.map(filterParamOf));
    const droppedFilters = invalid.filter((param) => filterParams.has(param));
    const dropsSort = invalid.includes('orderBy') || invalid.includes('orderDirection');
    const dropsSearch = invalid.includes('searchTerm');
    if (droppedFilters.length === 0 && !dropsSort && !dropsSearch) return;
    const labels = [
      ...filterColumns.filter((c) => droppedFilters.includes(filterParamOf(c))).map((c) => c.label),
      ...(dropsSort ? [T.sortLabel] : []),
      ...(dropsSearch ? [T.searchLabel] : []),
    ];
    update(
      (current) => ({
        ...current,
        pageIndex: 0,
        filters: Object.fromEntries(Object.entries(current.filters).filter(([param]) => !droppedFilters.includes(param))),
        ...(dropsSort ? { orderBy: defaultSort?.orderBy, orderDirection: defaultSort?.orderDirection } : {}),
        ...(dropsSearch ? { searchTerm: '' } : {}),
      }),
      { replace: true },
    );
    services.notify(T.invalidParamsDropped(labels.join(', ')));
  });
  useEffect(() => dropInvalidParams(query.error), [query.error]);

  // ---- columns
  const columnSettings = useColumnSettings(columns, storageKey);
  const visibleColumns = columnSettings.visible;

  // ---- rows (optimistic order while a reorder is saved)
  const [orderedRows, setOrderedRows] = useState<R[] | null>(null);
  useEffect(() => setOrderedRows(null), [query.data]);
  const rows = orderedRows ?? query.data?.data ?? [];

  // ---- permissions (hide, do not disable)
  const allowed = (permission?: string) => !permission || services.can(permission);
  const permissions = resource.permissions ?? {};
  const canCreate = Boolean(createPath || onCreate) && allowed(permissions.create);
  const canUpdate = Boolean(editPath || onEdit) && allowed(permissions.update);
  const canDelete = Boolean(resource.remove) && allowed(permissions.delete);
  const canDetails = Boolean(details) && allowed(permissions.list);
  const customActions = rowActions.filter((a) => allowed(a.permission));
  const hasActions = canUpdate || canDelete || canDetails || customActions.length > 0;
  const rowEditable = (row: R) => canUpdate && (canEditRow?.(row) ?? true);
  const rowDeletable = (row: R) => canDelete && (canDeleteRow?.(row) ?? true);

  // ---- selection (checkbox column): cleared by a new search or filter
  const selectable = Boolean(selectionConfig) && allowed(selectionConfig?.permission);
  const selection = useRowSelection({
    criteriaKey: JSON.stringify([state.searchTerm.trim(), state.filters, resource.baseParams ?? {}]),
    params,
    total,
  });
  const pageIds = rows.map(getRowId);
  const pageSelectedCount = pageIds.filter((id) => selection.isSelected(id)).length;
  const pageAllSelected = pageIds.length > 0 && pageSelectedCount === pageIds.length;
  const maxMatching = selectionConfig?.maxMatching;

  // ---- export
  const exportColumns = visibleColumns.filter((c) => c.exportable !== false).map((c) => ({ key: c.key, label: c.label }));
  const exporter = useExport({
    path: resource.exportPath,
    title,
    columns: exportColumns,
    params,
    total: query.data?.total,
    extra: resource.baseParams,
  });

  // ---- delete
  const [deletingId, setDeletingId] = useState<TRowId | null>(null);
  const remove = async (row: R) => {
    if (!resource.remove) return;
    // names what is deleted, as the row's actions do ('Excluir Linha 002')
    if (!(await services.confirm(T.confirmDelete, rowName(row)))) return;
    const id = getRowId(row);
    setDeletingId(id);
    try {
      await resource.remove(id);
      await queryClient.invalidateQueries({ queryKey: resource.queryKey });
      services.notify(T.deleted);
      onDeleted?.(row);
    } catch (error) {
      services.showError(errorMessageOf(error, T.deleteFailed));
    } finally {
      setDeletingId(null);
    }
  };

  // ---- details
  const [detailsRow, setDetailsRow] = useState<R | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);

  // ---- filters
  const hasFilters = filterRow !== false && filterColumns.length > 0;
  const activeFilters = Object.keys(state.filters).length > 0;
  const [filtersOpen, setFiltersOpen] = useState(filterRow === 'open' || activeFilters);

  // ---- announcements for screen readers (reorders)
  const [announcement, setAnnouncement] = useState('');

  // ---- row reorder (drag and keyboard): only while the list shows its own order, which the moves change
  const naturalOrder =
    !state.searchTerm &&
    Object.keys(state.filters).length === 0 &&
    (!state.orderBy || (state.orderBy === rowReorderSortKey && state.orderDirection !== 'desc'));
  // a move is a change: offered with the update permission
  const rowReorder = Boolean(onRowsReorder) && naturalOrder && allowed(permissions.update);
  const rowSensors = useRowSensors();
  const handles = useRef(new Map<TRowId, HTMLElement | null>());
  const focusAfterMove = useRef<TRowId | null>(null);
  useEffect(() => {
    if (focusAfterMove.current === null) return;
    handles.current.get(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  });
  const rowKeys: UniqueIdentifier[] = rows.map((row) => String(getRowId(row)));
  const reorderRows = async (from: number, to: number) => {
    if (!onRowsReorder || from === to || from < 0 || to < 0 || to >= rows.length) return;
    const row = rows[from] as R;
    const next = moveItem(rows, from, to);
    setOrderedRows(next);
    focusAfterMove.current = getRowId(row);
    try {
      // position: 1-based over the whole list (the page's rows follow the ones of the earlier pages)
      await onRowsReorder(next, { from, to, row, position: state.pageIndex * state.pageSize + to + 1 });
      await queryClient.invalidateQueries({ queryKey: resource.queryKey });
    } catch (error) {
      setOrderedRows(null);
      services.showError(errorMessageOf(error, T.reorderFailed));
    }
  };
  const onRowDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    void reorderRows(rowKeys.indexOf(active.id), rowKeys.indexOf(over.id));
  };

  // ---- column reorder (drag; the columns menu is the keyboard way)
  const columnSensors = useColumnSensors();
  const moveColumn = (key: string, target: string | number) => {
    columnSettings.move(key, target);
    const label = columns.find((c) => c.key === key)?.label ?? key;
    const order = columnSettings.ordered.map((c) => c.key);
    const from = order.indexOf(key);
    const to = typeof target === 'number' ? from + target : order.indexOf(target);
    if (to >= 0 && to < order.length) setAnnouncement(T.columnMoved(label, to + 1));
  };
  const onColumnDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) moveColumn(String(active.id), String(over.id));
  };

  const rowName = (row: R): string | undefined => {
    const first = visibleColumns.find((c) => c.display !== 'image' && c.namesRow !== false);
    if (!first) return undefined;
    const value = (row as Record<string, unknown>)[first.key];
    // a date column names the row as the cell shows it (dd/MM/yyyy [HH:mm]), not as the raw ISO string
    const text = first.display === 'date' || first.display === 'datetime' ? displayedDate(value, first.display) : cellText(value);
    return text === T.empty_value ? undefined : text;
  };

  const columnCount = visibleColumns.length + (rowReorder ? 1 : 0) + (selectable ? 1 : 0) + (hasActions ? 1 : 0);

  const cellContent = (column: TDataTableColumn<R>, row: R): ReactNode =>
    column.render ? (
      column.render(row)
    ) : (
      <CellValue value={(row as Record<string, unknown>)[column.key]} display={column.display} label={column.label} text={cellText} />
    );

  const actionsOf = (row: R, name: string | undefined, wrap = false) => {
    const id = getRowId(row);
    return (
      <RowActions
        row={row}
        rowName={name}
        wrap={wrap}
        editTo={rowEditable(row) && editPath ? editPath(row) : undefined}
        onEdit={rowEditable(row) && !editPath && onEdit ? () => onEdit(row) : undefined}
        onDetails={
          canDetails
            ? () => {
                setDetailsRow(row);
                setDetailsOpen(true);
              }
            : undefined
        }
        onDelete={rowDeletable(row) ? () => void remove(row) : undefined}
        deleting={deletingId === id}
        custom={customActions.filter((a) => a.show?.(row) ?? true)}
      />
    );
  };

  const selectCheckbox = (row: R, name: string | undefined, index: number) => {
    const id = getRowId(row);
    return (
      <Checkbox
        checked={selection.isSelected(id)}
        onChange={() => selection.toggle(id, pageIds)}
        slotProps={{
          input: { 'aria-label': name ? T.selectRow(name) : T.selectRowNumber(state.pageIndex * state.pageSize + index + 1) },
        }}
      />
    );
  };

  const dragHandle = (row: R, name: string | undefined, handle: TRowHandle) => {
    const id = getRowId(row);
    return (
      <IconButton
        size="small"
        aria-label={name ? `${T.moveRow}: ${name}` : T.moveRow}
        {...handle.attributes}
        {...handle.listeners}
        ref={(element: HTMLButtonElement | null) => {
          handle.setActivatorNodeRef(element);
          handles.current.set(id, element);
        }}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon fontSize="small" />
      </IconButton>
    );
  };

  const setFilter = (column: TDataTableColumn<R>, value: TFilterValue | undefined) =>
    update(
      (current) => {
        const filters = { ...current.filters };
        if (value === undefined) delete filters[filterParamOf(column)];
        else filters[filterParamOf(column)] = value;
        return { ...current, filters, pageIndex: 0 };
      },
      { replace: column.filter?.type === 'text' },
    );

  const loadError =
    query.isError && !query.data ? (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        }
      >
        {errorMessageOf(query.error, T.loadFailed)}
      </Alert>
    ) : null;

  let body: ReactNode;
  if (query.isPending) {
    body = Array.from({ length: Math.min(state.pageSize, 5) }, (_, i) => (
      <TableRow key={`skeleton-${i}`}>
        {Array.from({ length: columnCount }, (_, j) => (
          <TableCell key={j}>
            <Skeleton variant="text" />
          </TableCell>
        ))}
      </TableRow>
    ));
  } else if (loadError) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount}>{loadError}</TableCell>
      </TableRow>
    );
  } else if (rows.length === 0) {
    body = (
      <TableRow>
        <TableCell colSpan={columnCount} align="center" sx={{ py: 4 }}>
          {T.empty}
        </TableCell>
      </TableRow>
    );
  } else {
    body = rows.map((row, index) => {
      const id = getRowId(row);
      const name = rowName(row);
      return (
        <SortableRow key={String(id)} id={String(id)} disabled={!rowReorder} selected={selectable && selection.isSelected(id)}>
          {(handle) => (
            <>
              {selectable ? <TableCell padding="checkbox">{selectCheckbox(row, name, index)}</TableCell> : null}
              {rowReorder ? <TableCell padding="checkbox">{dragHandle(row, name, handle)}</TableCell> : null}
              {visibleColumns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {cellContent(column, row)}
                </TableCell>
              ))}
              {hasActions ? (
                <TableCell align="right" sx={[{ whiteSpace: 'nowrap' }, STICKY_ACTIONS]}>
                  {actionsOf(row, name)}
                </TableCell>
              ) : null}
            </>
          )}
        </SortableRow>
      );
    });
  }

  const rowAccessibility = {
    announcements: rowAnnouncements(rowKeys, (key) => rowName(rows[rowKeys.indexOf(key)] as R) ?? String(rowKeys.indexOf(key) + 1)),
    screenReaderInstructions: ROW_INSTRUCTIONS,
    container: accessibilityContainer(),
  };

  // ---- a phone's cards: the same rows, actions, selection and moves, one card per row
  const layout = cardLayout(visibleColumns, card);
  let cards: ReactNode;
  if (query.isPending) {
    cards = Array.from({ length: Math.min(state.pageSize, 3) }, (_, i) => (
      <li key={`skeleton-${i}`}>
        <Skeleton variant="rounded" height={96} />
      </li>
    ));
  } else if (loadError) {
    cards = <li>{loadError}</li>;
  } else if (rows.length === 0) {
    cards = (
      <Typography component="li" sx={{ py: 4, textAlign: 'center' }}>
        {T.empty}
      </Typography>
    );
  } else {
    cards = rows.map((row, index) => {
      const id = getRowId(row);
      const name = rowName(row);
      return (
        <SortableCard key={String(id)} id={String(id)} disabled={!rowReorder}>
          {(handle) => (
            <RowCard
              selected={selectable && selection.isSelected(id)}
              leading={
                selectable || rowReorder ? (
                  <Stack direction="row">
                    {selectable ? selectCheckbox(row, name, index) : null}
                    {rowReorder ? dragHandle(row, name, handle) : null}
                  </Stack>
                ) : undefined
              }
              primary={layout.primary ? cellContent(layout.primary, row) : String(state.pageIndex * state.pageSize + index + 1)}
              secondary={layout.secondary ? cellContent(layout.secondary, row) : undefined}
              status={layout.status ? cellContent(layout.status, row) : undefined}
              details={layout.details.map((column) => ({ key: column.key, label: column.label, content: cellContent(column, row) }))}
              actions={hasActions ? actionsOf(row, name, true) : undefined}
            />
          )}
        </SortableCard>
      );
    });
  }

  const headerCell = (column: TDataTableColumn<R>) => {
    const sortKey = column.sortKey ?? column.key;
    const active = state.orderBy === sortKey;
    const direction = active ? (state.orderDirection ?? 'asc') : 'asc';
    const cellProps = {
      align: column.align,
      sortDirection: active ? direction : false,
      sx: { minWidth: column.minWidth, whiteSpace: 'nowrap' },
    } as const;
    const content =
      column.sortable === false ? (
        column.label
      ) : (
        <TableSortLabel
          active={active}
          direction={direction}
          onClick={() => {
            const sort = nextSort(state, sortKey);
            update({ orderBy: sort.orderBy, orderDirection: sort.orderDirection, pageIndex: 0 });
          }}
        >
          {column.label}
          {active ? <span style={visuallyHidden}>{direction === 'desc' ? T.sortedDesc : T.sortedAsc}</span> : null}
        </TableSortLabel>
      );
    return columnReorder ? (
      <SortableHeaderCell key={column.key} id={column.key} title={T.dragColumn(column.label)} {...cellProps}>
        {content}
      </SortableHeaderCell>
    ) : (
      <TableCell key={column.key} {...cellProps}>
        {content}
      </TableCell>
    );
  };

  const detailsId = detailsRow ? getRowId(detailsRow) : null;
  const detailsEditable = detailsRow !== null && rowEditable(detailsRow);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      <DataTableToolbar
        title={title}
        hideTitle={hideTitle}
        search={
          searchable ? (
            <SearchField value={state.searchTerm} onSearch={(term) => update({ searchTerm: term, pageIndex: 0 }, { replace: true })} />
          ) : null
        }
        extra={toolbar}
        filtersToggle={hasFilters ? { open: filtersOpen, onToggle: () => setFiltersOpen((o) => !o) } : undefined}
        columnsMenu={
          columnHiding || columnReorder ? (
            <ColumnsMenu
              columns={columnSettings.ordered}
              hidden={columnSettings.hidden}
              hiding={columnHiding}
              reorder={columnReorder}
              onToggle={columnSettings.toggle}
              onMove={moveColumn}
              onReset={columnSettings.reset}
              isDefault={columnSettings.isDefault}
            />
          ) : null
        }
        exportAction={
          resource.exportPath ? { exporting: exporter.exporting, progress: exporter.progress, onExport: () => void exporter.run() } : undefined
        }
        addAction={canCreate ? { to: createPath, onClick: onCreate } : undefined}
      />
      <Box sx={{ height: 4 }}>{query.isFetching && !query.isPending ? <LinearProgress aria-label={T.loading} /> : null}</Box>
      {onRowsReorder && !naturalOrder && allowed(permissions.update) ? (
        <Alert
          severity="info"
          sx={{ mx: 2, mb: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => update({ searchTerm: '', filters: {}, orderBy: undefined, orderDirection: undefined, pageIndex: 0 })}
            >
              {T.restoreOrder}
            </Button>
          }
        >
          {T.reorderUnavailable}
        </Alert>
      ) : null}
      {selectable && selectionConfig && selection.selection ? (
        <SelectionBar
          texts={selectionConfig.texts}
          count={selection.count}
          matching={selection.matching}
          offerMatching={
            !selection.matching && pageAllSelected && total > pageIds.length
              ? { total, allowed: maxMatching === undefined || total <= maxMatching, ...(maxMatching === undefined ? {} : { max: maxMatching }) }
              : null
          }
          onSelectMatching={selection.selectMatching}
          onClear={selection.clear}
          actions={selectionConfig.actions(selection.selection, selection.clear)}
        />
      ) : null}
      {query.isError && query.data ? (
        <Alert
          severity="error"
          sx={{ mx: 2, mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {T.retry}
            </Button>
          }
        >
          {errorMessageOf(query.error, T.loadFailed)}
        </Alert>
      ) : null}
      {phone ? (
        <>
          {selectable || filterColumns.length > 0 || visibleColumns.some((c) => c.sortable !== false) ? (
            <Stack direction="row" sx={{ px: 2, pt: 1, pb: 0.5, flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              {selectable ? (
                <FormControlLabel
                  label={T.selectPage}
                  sx={{ mr: 0 }}
                  control={
                    <Checkbox
                      checked={pageAllSelected}
                      indeterminate={pageSelectedCount > 0 && !pageAllSelected}
                      disabled={pageIds.length === 0}
                      onChange={() => selection.togglePage(pageIds)}
                    />
                  }
                />
              ) : null}
              {visibleColumns.some((c) => c.sortable !== false) ? (
                <SortSelect
                  columns={visibleColumns}
                  orderBy={state.orderBy}
                  orderDirection={state.orderDirection}
                  onChange={(sort) =>
                    update(
                      sort.orderBy
                        ? { orderBy: sort.orderBy, orderDirection: sort.orderDirection, pageIndex: 0 }
                        : { orderBy: defaultSort?.orderBy, orderDirection: defaultSort?.orderDirection, pageIndex: 0 },
                    )
                  }
                />
              ) : null}
            </Stack>
          ) : null}
          {hasFilters && filtersOpen ? (
            <Box
              role="group"
              aria-label={T.filters}
              sx={{ px: 2, py: 1, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
            >
              {visibleColumns
                .filter((column) => column.filter && filterColumns.includes(column))
                .map((column) => (
                  <div key={column.key}>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {column.label}
                    </Typography>
                    {column.filter ? (
                      <FilterCell
                        label={column.label}
                        filter={column.filter}
                        value={state.filters[filterParamOf(column)]}
                        onChange={(value) => setFilter(column, value)}
                      />
                    ) : null}
                  </div>
                ))}
            </Box>
          ) : null}
          <DndContext
            sensors={rowSensors}
            collisionDetection={closestCenter}
            modifiers={[verticalOnly]}
            onDragEnd={onRowDragEnd}
            accessibility={rowAccessibility}
          >
            <SortableContext items={rowKeys} strategy={verticalListSortingStrategy}>
              <Box
                component="ul"
                aria-label={title}
                aria-busy={query.isFetching || undefined}
                sx={{ listStyle: 'none', m: 0, px: 2, py: 1, display: 'grid', gap: 1.5 }}
              >
                {cards}
              </Box>
            </SortableContext>
          </DndContext>
        </>
      ) : (
        // a scroll box is a tab stop with a name, so the keyboard can scroll a wide table too; position: relative keeps
        // the visually hidden labels of the cells inside it, so the table never widens the page
        <TableScrollRegion role="region" label={title} sx={{ position: 'relative' }}>
          <Table size="small" aria-label={title} aria-busy={query.isFetching || undefined}>
            <TableHead>
              <TableRow>
                {selectable ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={pageAllSelected}
                      indeterminate={pageSelectedCount > 0 && !pageAllSelected}
                      disabled={pageIds.length === 0}
                      onChange={() => selection.togglePage(pageIds)}
                      slotProps={{ input: { 'aria-label': T.selectPage } }}
                    />
                  </TableCell>
                ) : null}
                {rowReorder ? (
                  <TableCell padding="checkbox">
                    <span style={visuallyHidden}>{T.moveRow}</span>
                  </TableCell>
                ) : null}
                {columnReorder ? (
                  <DndContext
                    sensors={columnSensors}
                    collisionDetection={closestCenter}
                    modifiers={[horizontalOnly]}
                    onDragEnd={onColumnDragEnd}
                    accessibility={{ announcements: COLUMN_ANNOUNCEMENTS, container: accessibilityContainer() }}
                  >
                    <SortableContext items={visibleColumns.map((c) => c.key)} strategy={horizontalListSortingStrategy}>
                      {visibleColumns.map(headerCell)}
                    </SortableContext>
                  </DndContext>
                ) : (
                  visibleColumns.map(headerCell)
                )}
                {hasActions ? (
                  <TableCell align="right" sx={STICKY_ACTIONS}>
                    <span style={visuallyHidden}>{T.actions}</span>
                  </TableCell>
                ) : null}
              </TableRow>
              {hasFilters && filtersOpen ? (
                <TableRow>
                  {selectable ? <TableCell padding="checkbox" /> : null}
                  {rowReorder ? <TableCell padding="checkbox" /> : null}
                  {visibleColumns.map((column) => (
                    <TableCell key={column.key}>
                      {column.filter && filterColumns.includes(column) ? (
                        <FilterCell
                          label={column.label}
                          filter={column.filter}
                          value={state.filters[filterParamOf(column)]}
                          onChange={(value) => setFilter(column, value)}
                        />
                      ) : null}
                    </TableCell>
                  ))}
                  {hasActions ? <TableCell sx={STICKY_ACTIONS} /> : null}
                </TableRow>
              ) : null}
            </TableHead>
            <DndContext
              sensors={rowSensors}
              collisionDetection={closestCenter}
              modifiers={[verticalOnly]}
              onDragEnd={onRowDragEnd}
              accessibility={rowAccessibility}
            >
              <SortableContext items={rowKeys} strategy={verticalListSortingStrategy}>
                <TableBody>{body}</TableBody>
              </SortableContext>
            </DndContext>
          </Table>
        </TableScrollRegion>
      )}
      <DataTablePagination
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        total={total}
        rowsOnPage={rows.length}
        disabled={query.isPending}
        onPageChange={(pageIndex) => update({ pageIndex })}
        onPageSizeChange={(pageSize) => update({ pageSize, pageIndex: pageIndexForNewPageSize(state.pageIndex, state.pageSize, pageSize, total) })}
      />
      <div aria-live="polite" style={visuallyHidden}>
        {announcement}
      </div>
      {details && canDetails ? (
        <DetailsDrawer<R>
          open={detailsOpen}
          onClose={() => setDetailsOpen(false)}
          row={detailsRow}
          rowId={detailsId}
          fields={details.fields}
          steps={details.steps}
          title={detailsRow && details.title ? details.title(detailsRow) : T.details}
          load={resource.get}
          queryKey={resource.queryKey}
          links={detailsRow && details.links ? details.links(detailsRow) : undefined}
          summary={details.summary}
          editTo={detailsEditable && editPath && detailsRow ? editPath(detailsRow) : undefined}
          onEdit={detailsEditable && !editPath && onEdit && detailsRow ? () => onEdit(detailsRow) : undefined}
        />
      ) : null}
    </Paper>
  );
};
