import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import { useLayout } from '../layout-context';
import type { TMenuItem } from './menu-model';

/** Where an item leads: an external link (new tab) or an in-app path. */
export const itemTarget = (item: TMenuItem) => {
  const href = item.link ?? item.url ?? '/';
  const external = Boolean(item.link) || Boolean(item.target) || /^https?:/i.test(href);
  return external
    ? ({ component: 'a', href, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: RouterLink, to: href } as const);
};

type TNavItemProps = { item: TMenuItem; level?: number; mini?: boolean; onNavigate?: () => void };

/** A menu entry of the vertical menu (a link). In the mini drawer only its icon shows, with a tooltip. */
export const NavItem = ({ item, level = 1, mini = false, onNavigate }: TNavItemProps) => {
  const { activeId, closeDrawerOnMobile } = useLayout();
  const selected = activeId === item.id;
  const Icon = item.icon;

  const actions =
    !mini && item.actions?.length
      ? item.actions.map((action) => {
          const ActionIcon = action.icon;
          return action.type === 'link' && action.url ? (
            <IconButton
              key={action.label}
              size="small"
              aria-label={action.label}
              {...itemTarget({ ...item, link: undefined, target: false, url: action.url })}
            >
              <ActionIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton key={action.label} size="small" aria-label={action.label} onClick={action.function}>
              <ActionIcon fontSize="small" />
            </IconButton>
          );
        })
      : null;

  const button = (
    <ListItemButton
      {...itemTarget(item)}
      selected={selected}
      disabled={item.disabled}
      aria-current={selected ? 'page' : undefined}
      aria-label={mini ? item.title : undefined}
      onClick={() => {
        onNavigate?.();
        closeDrawerOnMobile();
      }}
      sx={{
        borderRadius: 1,
        mx: 1,
        mb: 0.5,
        minHeight: 44,
        pl: mini ? 1.5 : 1.5 + (level - 1) * 2,
        justifyContent: mini ? 'center' : 'flex-start',
      }}
    >
      {Icon ? (
        <ListItemIcon sx={{ minWidth: mini ? 0 : 36, color: selected ? 'primary.main' : undefined, justifyContent: 'center' }}>
          <Icon fontSize={level > 1 ? 'small' : 'medium'} />
        </ListItemIcon>
      ) : null}
      {mini ? null : (
        <ListItemText primary={item.title} secondary={item.caption} slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 400 } } }} />
      )}
      {!mini && item.chip ? (
        <Chip label={item.chip.label} color={item.chip.color ?? 'primary'} variant={item.chip.variant ?? 'filled'} size={item.chip.size ?? 'small'} />
      ) : null}
    </ListItemButton>
  );

  return (
    <ListItem disablePadding secondaryAction={actions} sx={{ display: 'block' }}>
      {mini ? (
        <Tooltip title={item.title} placement="right">
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </ListItem>
  );
};
