import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useThemeSettings } from '@/lib/theme/theme-provider';
import { MenuError } from './menu-error';
import type { TMenuItem } from './menu-model';
import { NavCollapse } from './nav-collapse';
import { NavItem } from './nav-item';

/** A titled section of the vertical menu. Its caption shows when 'menuCaption' is on (not in the mini drawer). */
export const NavGroup = ({ item, mini = false }: { item: TMenuItem; mini?: boolean }) => {
  const { settings } = useThemeSettings();
  const headingId = `${item.id.replace(/[^A-Za-z0-9_-]/g, '-')}-heading`;
  const showCaption = settings.menuCaption && !mini;
  return (
    <Box role="group" aria-labelledby={showCaption ? headingId : undefined} aria-label={showCaption ? undefined : item.title}>
      {showCaption ? (
        <ListSubheader id={headingId} component="div" disableSticky sx={{ bgcolor: 'transparent', lineHeight: '40px' }}>
          {item.title}
          {item.caption ? (
            <Typography variant="caption" component="div" color="text.secondary" sx={{ lineHeight: 1.4, pb: 1 }}>
              {item.caption}
            </Typography>
          ) : null}
        </ListSubheader>
      ) : null}
      <List disablePadding>
        {(item.children ?? []).map((child) => {
          if (child.type === 'collapse') return <NavCollapse key={child.id} item={child} mini={mini} />;
          if (child.type === 'item') return <NavItem key={child.id} item={child} mini={mini} />;
          return (
            <ListItem key={child.id}>
              <MenuError where="group" />
            </ListItem>
          );
        })}
      </List>
      <Divider sx={{ my: 1, mx: mini ? 1 : 2 }} />
    </Box>
  );
};
