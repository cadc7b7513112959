import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { DATA_TABLE_TEXTS as T } from './texts';

type TColumnsMenuProps = {
  columns: readonly { key: string; label: string; hideable?: boolean }[];
  hidden: readonly string[];
  hiding: boolean;
  reorder: boolean;
  onToggle: (key: string) => void;
  onMove: (key: string, offset: number) => void;
  /** Back to the list's own columns (order and visibility); disabled while they are shown. */
  onReset: () => void;
  isDefault: boolean;
};

/**
 * The columns menu: show or hide each column and, as the keyboard way to reorder, move it left or right; and go back
 * to the list's own columns.
 */
export const ColumnsMenu = ({ columns, hidden, hiding, reorder, onToggle, onMove, onReset, isDefault }: TColumnsMenuProps) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<ViewColumnIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={T.showColumns}
      >
        {T.columns}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {columns.map((column, index) => {
          const visible = !hidden.includes(column.key);
          const canHide = hiding && column.hideable !== false;
          return (
            <MenuItem
              key={column.key}
              onClick={() => canHide && onToggle(column.key)}
              disabled={!canHide && !reorder}
              dense
              role="menuitemcheckbox"
              aria-checked={visible}
            >
              {hiding ? <Checkbox edge="start" checked={visible} disabled={!canHide} tabIndex={-1} disableRipple size="small" /> : null}
              <ListItemText primary={column.label} />
              {reorder ? (
                <Stack direction="row" sx={{ ml: 1 }}>
                  <IconButton
                    size="small"
                    aria-label={T.moveColumnLeft(column.label)}
                    disabled={index === 0}
                    onClick={(event) => {
                      event.stopPropagation();
                      onMove(column.key, -1);
                    }}
                  >
                    <ArrowBackIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={T.moveColumnRight(column.label)}
                    disabled={index === columns.length - 1}
                    onClick={(event) => {
                      event.stopPropagation();
                      onMove(column.key, 1);
                    }}
                  >
                    <ArrowForwardIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ) : null}
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem dense disabled={isDefault} onClick={onReset}>
          <ListItemIcon>
            <RestartAltIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={T.restoreColumns} />
        </MenuItem>
      </Menu>
    </>
  );
};
