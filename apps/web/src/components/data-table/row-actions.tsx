import { useRef, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import CircularProgress from '@mui/material/CircularProgress';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { Link as RouterLink } from 'react-router';
import { DATA_TABLE_TEXTS as T } from './texts';
import type { TRowAction } from './types';

type TRowActionsProps<R> = {
  row: R;
  /** Each action is passed only when the user may use it on this row (hidden otherwise). */
  editTo?: string;
  onEdit?: () => void;
  onDetails?: () => void;
  onDelete?: () => void;
  deleting?: boolean;
  custom: readonly TRowAction<R>[];
  /** Name of the row for screen readers ('Editar Moto'). */
  rowName?: string;
  /** Buttons may wrap to a second line (a phone's card); a table cell keeps them on one. */
  wrap?: boolean;
};

const named = (label: string, rowName?: string) => (rowName ? `${label} ${rowName}` : label);

/**
 * A custom action's button: while what it started runs (its confirmation, then the request) the button is
 * disabled and further clicks are ignored, so a double click opens one confirmation, not two.
 */
const ActionButton = ({ title, label, icon, onClick }: { title: string; label: string; icon: ReactNode; onClick: () => void | Promise<unknown> }) => {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const click = () => {
    if (running.current) return;
    const result = onClick();
    if (!(result instanceof Promise)) return;
    running.current = true;
    setBusy(true);
    void result
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={label} onClick={click} disabled={busy}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** Per-row icon buttons: details, edit, custom actions, delete. */
export const RowActions = <R,>({ row, editTo, onEdit, onDetails, onDelete, deleting, custom, rowName, wrap = false }: TRowActionsProps<R>) => (
  <Stack direction="row" spacing={0.5} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: wrap ? 'wrap' : 'nowrap' }}>
    {onDetails ? (
      <Tooltip title={T.details}>
        <IconButton size="small" aria-label={named(T.details, rowName)} onClick={onDetails}>
          <VisibilityIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : null}
    {editTo ? (
      <Tooltip title={T.edit}>
        <IconButton size="small" aria-label={named(T.edit, rowName)} component={RouterLink} to={editTo}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : onEdit ? (
      <Tooltip title={T.edit}>
        <IconButton size="small" aria-label={named(T.edit, rowName)} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    ) : null}
    {custom.map((action) => (
      <ActionButton
        key={action.key}
        title={action.label}
        label={named(action.label, rowName)}
        icon={action.icon}
        onClick={() => action.onClick(row)}
      />
    ))}
    {onDelete ? (
      <Tooltip title={T.delete}>
        <span>
          <IconButton size="small" aria-label={named(T.delete, rowName)} onClick={onDelete} disabled={deleting} color="error">
            {deleting ? <CircularProgress size={18} aria-hidden /> : <DeleteIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    ) : null}
  </Stack>
);
