/**
 * The settings area (section 2): title 'Configurações', a left menu of the allowed entries
 * (full width on small screens, 3 of 12 columns from md) and the content (9 of 12).
 * The current entry is highlighted.
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { useAccessContext } from '@/lib/authorization';
import { useT } from '@/lib/i18n';
import { useRouteHandle } from '@/lib/route-handle';
import { filterMenu, type TMenuItem } from './menu/menu-model';
import { itemTarget } from './menu/nav-item';
import { activeSettingsItemId } from './settings-menu-match';

type TSettingsLayoutProps = { items: TMenuItem[]; children: ReactNode };

export const SettingsLayout = ({ items, children }: TSettingsLayoutProps) => {
  const t = useT();
  const access = useAccessContext();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const visible = access ? filterMenu(items, access) : [];
  // an edit screen (settings/user/7) highlights its list's entry (the route's menuUrl), as the breadcrumb does
  const activeId = activeSettingsItemId(visible, handle?.menuUrl ?? pathname);

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {t('settingsArea.title')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Paper component="nav" aria-label={t('settingsArea.menuLabel')} variant="outlined">
            <List component="div" disablePadding>
              {visible.map((item) => {
                const Icon = item.icon;
                const selected = item.id === activeId;
                return (
                  <ListItemButton key={item.id} {...itemTarget(item)} selected={selected} aria-current={selected ? 'page' : undefined}>
                    {Icon ? (
                      <ListItemIcon sx={{ minWidth: 36, color: selected ? 'primary.main' : undefined }}>
                        <Icon fontSize="small" />
                      </ListItemIcon>
                    ) : null}
                    <ListItemText primary={item.title} slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 400 } } }} />
                  </ListItemButton>
                );
              })}
            </List>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>{children}</Grid>
      </Grid>
    </>
  );
};
