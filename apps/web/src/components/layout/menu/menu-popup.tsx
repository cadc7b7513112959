/**
 * A popup list of menu entries: the submenu of a collapse in the mini drawer (hover or click) and
 * the dropdowns of the horizontal menu. Collapses inside become captioned sections.
 */
import { Fragment, type ReactNode } from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { PROFILE_POPUP_WIDTH } from '@rede/domain/constants';
import { useLayout } from '../layout-context';
import { MenuError } from './menu-error';
import type { TMenuItem } from './menu-model';
import { itemTarget } from './nav-item';

type TMenuPopupProps = {
  id: string;
  anchorEl: HTMLElement | null;
  open: boolean;
  onClose: () => void;
  items: readonly TMenuItem[];
  /** Opened by hovering: keep the focus where it is and close when the pointer leaves. */
  hover?: boolean;
  placement?: 'right' | 'bottom';
  labelledBy?: string;
};

const renderEntries = (items: readonly TMenuItem[], activeId: string | null, onClose: () => void, depth = 0): ReactNode[] =>
  items.map((item) => {
    if (item.type === 'item') {
      const Icon = item.icon;
      const selected = item.id === activeId;
      return (
        <MenuItem
          key={item.id}
          {...itemTarget(item)}
          selected={selected}
          disabled={item.disabled}
          aria-current={selected ? 'page' : undefined}
          onClick={onClose}
          sx={{ pl: 2 + depth * 2 }}
        >
          {Icon ? (
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
          ) : null}
          <ListItemText primary={item.title} secondary={item.caption} />
        </MenuItem>
      );
    }
    if (item.type === 'collapse' || item.type === 'group') {
      return (
        <Fragment key={item.id}>
          <ListSubheader sx={{ lineHeight: '36px', pl: 2 + depth * 2 }}>{item.title}</ListSubheader>
          {renderEntries(item.children ?? [], activeId, onClose, depth + 1)}
        </Fragment>
      );
    }
    return (
      <MenuItem key={item.id} disabled>
        <MenuError where="collapse" />
      </MenuItem>
    );
  });

export const MenuPopup = ({ id, anchorEl, open, onClose, items, hover = false, placement = 'right', labelledBy }: TMenuPopupProps) => {
  const { activeId } = useLayout();
  const right = placement === 'right';
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={open}
      onClose={onClose}
      anchorOrigin={right ? { vertical: 'top', horizontal: 'right' } : { vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      autoFocus={!hover}
      disableAutoFocusItem={hover}
      disableAutoFocus={hover}
      disableEnforceFocus={hover}
      disableRestoreFocus={hover}
      variant="menu"
      slotProps={{
        paper: {
          onMouseLeave: hover ? onClose : undefined,
          sx: { minWidth: PROFILE_POPUP_WIDTH.min, maxHeight: 'calc(100vh - 170px)' },
        },
        list: labelledBy ? { 'aria-labelledby': labelledBy } : {},
      }}
    >
      {renderEntries(items, activeId, onClose)}
    </Menu>
  );
};
