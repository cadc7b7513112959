/**
 * Drag-to-reorder of rows and columns (section 2 'List behaviour') on @dnd-kit: mouse, touch and keyboard
 * sensors, with pt-BR screen-reader instructions and announcements.
 *
 * Rows: a handle per row (touch drags it at once; keyboard: Espaço or Enter picks the row up, the arrows move
 * it, Espaço or Enter drops it, Esc cancels). Columns: the header cells drag with the mouse, or on touch after
 * a long press (a quick swipe still scrolls the table); their keyboard and single-tap way is the columns menu.
 */
import type { CSSProperties, ReactNode } from 'react';
import {
  KeyboardSensor,
  MouseSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DraggableAttributes,
  type DraggableSyntheticListeners,
  type Modifier,
  type ScreenReaderInstructions,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Box from '@mui/material/Box';
import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import { DATA_TABLE_TEXTS as T } from './texts';

/** Rows move up and down only. */
export const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });
/** Columns move left and right only. */
export const horizontalOnly: Modifier = ({ transform }) => ({ ...transform, y: 0 });

/** Rows: pointer (mouse, pen, touch on the handle) after a 4 px move, and the keyboard. */
export const useRowSensors = () =>
  useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

/** Columns: the mouse after a 4 px move (a click still sorts), touch after a long press (a swipe scrolls). */
export const useColumnSensors = () =>
  useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 300, tolerance: 6 } }),
  );

export const ROW_INSTRUCTIONS: ScreenReaderInstructions = { draggable: T.rowDragInstructions };

/** pt-BR announcements of a row drag: what was picked up, where it is, where it was dropped. */
export const rowAnnouncements = (ids: readonly UniqueIdentifier[], nameOf: (id: UniqueIdentifier) => string): Announcements => {
  const at = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);
  return {
    onDragStart: ({ active }) => T.rowPickedUp(nameOf(active.id), at(active.id), ids.length),
    onDragOver: ({ active, over }) => (over ? T.rowOver(nameOf(active.id), at(over.id), ids.length) : T.rowNotOver(nameOf(active.id))),
    onDragEnd: ({ active, over }) => (over ? T.rowMoved(at(over.id)) : T.rowDropCancelled(nameOf(active.id))),
    onDragCancel: ({ active }) => T.rowDropCancelled(nameOf(active.id)),
  };
};

export type TRowHandle = {
  attributes: DraggableAttributes;
  listeners: DraggableSyntheticListeners;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
};

/** A table row that can be dragged by the handle its `children` render. */
export const SortableRow = ({
  id,
  disabled,
  selected,
  children,
}: {
  id: UniqueIdentifier;
  disabled?: boolean;
  /** Shown as selected (the checkbox column). */
  selected?: boolean;
  children: (handle: TRowHandle) => ReactNode;
}) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: T.rowRoleDescription },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: isDragging ? 'relative' : undefined,
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <TableRow ref={setNodeRef} hover selected={selected} style={style} sx={isDragging ? { bgcolor: 'action.selected', boxShadow: 3 } : undefined}>
      {children({ attributes, listeners, setActivatorNodeRef })}
    </TableRow>
  );
};

/** A phone's card (a list item) that can be dragged by the handle its `children` render, as SortableRow. */
export const SortableCard = ({
  id,
  disabled,
  children,
}: {
  id: UniqueIdentifier;
  disabled?: boolean;
  children: (handle: TRowHandle) => ReactNode;
}) => {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: T.rowRoleDescription },
  });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
  return (
    <Box component="li" ref={setNodeRef} style={style} sx={isDragging ? { boxShadow: 3, borderRadius: 1 } : undefined}>
      {children({ attributes, listeners, setActivatorNodeRef })}
    </Box>
  );
};

/** A header cell that can be dragged to another place among the columns (mouse, long press on touch). */
/** One entry of an `sx` array (MUI's documented way to merge a component's own sx with the caller's). */
type SxItem = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

export const SortableHeaderCell = ({ id, title, children, sx, ...cellProps }: TableCellProps & { id: string; title: string }) => {
  const { listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <TableCell
      ref={setNodeRef}
      title={title}
      {...cellProps}
      {...listeners}
      style={{ transform: CSS.Translate.toString(transform), transition, position: 'relative', zIndex: isDragging ? 2 : undefined }}
      sx={[
        { cursor: 'grab', userSelect: 'none', bgcolor: isDragging ? 'action.selected' : undefined },
        ...(Array.isArray(sx) ? (sx as readonly SxItem[]) : [sx as SxItem]),
      ]}
    >
      {children}
    </TableCell>
  );
};
