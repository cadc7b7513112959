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
};

const named = (label: string, rowName?: string) => (rowName ? `${label} ${rowName}` : label);

/** Per-row icon buttons: details, edit, custom actions, delete. */
export const RowActions = <R,>({ row, editTo, onEdit, onDetails, onDelete, deleting, custom, rowName }: TRowActionsProps<R>) => (
  <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
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
      <Tooltip key={action.key} title={action.label}>
        <IconButton size="small" aria-label={named(action.label, rowName)} onClick={() => action.onClick(row)}>
          {action.icon}
        </IconButton>
      </Tooltip>
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
