import { useEffect, useId, useRef, useState } from 'react';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useLayout } from '../layout-context';
import { MenuError } from './menu-error';
import { containsItem, type TMenuItem } from './menu-model';
import { MenuPopup } from './menu-popup';
import { NavItem } from './nav-item';

type TNavCollapseProps = { item: TMenuItem; level?: number; mini?: boolean };

/**
 * A collapsible section: opens by click, and by itself when the current path is one of its
 * children. In the mini drawer its children appear in a popup on hover or click.
 */
export const NavCollapse = ({ item, level = 1, mini = false }: TNavCollapseProps) => {
  const { activeId } = useLayout();
  const holdsActive = containsItem(item, activeId);
  const [open, setOpen] = useState(holdsActive);
  const [popup, setPopup] = useState<'hover' | 'click' | null>(null);
  const anchor = useRef<HTMLDivElement>(null);
  const listId = useId();
  const buttonId = useId();
  const Icon = item.icon;

  useEffect(() => {
    if (holdsActive) setOpen(true);
  }, [holdsActive]);

  if (mini) {
    return (
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          ref={anchor}
          id={buttonId}
          selected={holdsActive}
          aria-label={item.title}
          aria-haspopup="menu"
          aria-expanded={popup !== null}
          aria-controls={popup ? listId : undefined}
          onClick={() => setPopup('click')}
          onMouseEnter={() => setPopup((p) => p ?? 'hover')}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') {
              event.preventDefault();
              setPopup('click');
            }
          }}
          sx={{ borderRadius: 1, mx: 1, mb: 0.5, minHeight: 44, justifyContent: 'center' }}
        >
          {Icon ? (
            <ListItemIcon sx={{ minWidth: 0, justifyContent: 'center' }}>
              <Icon />
            </ListItemIcon>
          ) : (
            <ChevronRightIcon />
          )}
        </ListItemButton>
        <MenuPopup
          id={listId}
          anchorEl={anchor.current}
          open={popup !== null}
          hover={popup === 'hover'}
          onClose={() => setPopup(null)}
          items={item.children ?? []}
          labelledBy={buttonId}
        />
      </ListItem>
    );
  }

  return (
    <>
      <ListItem disablePadding sx={{ display: 'block' }}>
        <ListItemButton
          aria-expanded={open}
          aria-controls={listId}
          selected={holdsActive && !open}
          disabled={item.disabled}
          onClick={() => setOpen((o) => !o)}
          sx={{ borderRadius: 1, mx: 1, mb: 0.5, minHeight: 44, pl: 1.5 + (level - 1) * 2 }}
        >
          {Icon ? (
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon fontSize={level > 1 ? 'small' : 'medium'} />
            </ListItemIcon>
          ) : null}
          <ListItemText primary={item.title} secondary={item.caption} />
          {open ? <ExpandLessIcon aria-hidden /> : <ExpandMoreIcon aria-hidden />}
        </ListItemButton>
      </ListItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {(item.children ?? []).map((child) => {
            if (child.type === 'collapse') return <NavCollapse key={child.id} item={child} level={level + 1} />;
            if (child.type === 'item') return <NavItem key={child.id} item={child} level={level + 1} />;
            return (
              <ListItem key={child.id}>
                <MenuError where="collapse" />
              </ListItem>
            );
          })}
        </List>
      </Collapse>
    </>
  );
};
