/**
 * The profile menu of the top bar: the logged user's name and e-mail, the entries allowed to them
 * (section 2) and 'Sair'.
 */
import { useId, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { PROFILE_POPUP_WIDTH } from '@rede/domain/constants';
import { useLogout, useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { useLayout } from './layout-context';
import { itemTarget } from './menu/nav-item';

export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('') || '?';

export const ProfileMenu = () => {
  const t = useT();
  const user = useUser();
  const { profileItems } = useLayout();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  if (!user) return null;
  const close = () => setAnchor(null);

  return (
    <>
      {/* named by hidden text, not aria-label, which the visible initials would contradict (label in name, WCAG 2.5.3) */}
      <ButtonBase
        id={buttonId}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ borderRadius: 8, p: 0.5, pr: { xs: 0.5, md: 1.5 }, gap: 1 }}
      >
        <span style={visuallyHidden}>{t('layout.openProfileMenu', { name: user.name })}</span>
        <Avatar aria-hidden sx={{ width: 36, height: 36, bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: 15 }}>
          {initialsOf(user.name)}
        </Avatar>
        <Typography aria-hidden variant="subtitle2" sx={{ display: { xs: 'none', md: 'block' }, maxWidth: 180 }} noWrap>
          {user.name}
        </Typography>
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            sx: {
              width: { xs: PROFILE_POPUP_WIDTH.mdAndBelow, lg: PROFILE_POPUP_WIDTH.max },
              minWidth: PROFILE_POPUP_WIDTH.min,
              maxWidth: PROFILE_POPUP_WIDTH.max,
              maxHeight: 'calc(100vh - 170px)',
            },
          },
          list: { 'aria-labelledby': buttonId },
        }}
      >
        {/* plain divs: a menu may hold only menu items, groups and separators (no heading or paragraph) */}
        <Box sx={{ px: 2, py: 1.5 }} role="presentation">
          <Typography component="div" variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {user.name}
          </Typography>
          <Typography component="div" variant="body2" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Box>
        <Divider />
        {profileItems.map((item) => {
          const Icon = item.icon;
          return (
            <MenuItem key={item.id} {...itemTarget(item)} onClick={close}>
              {Icon ? (
                <ListItemIcon>
                  <Icon fontSize="small" />
                </ListItemIcon>
              ) : null}
              <ListItemText primary={item.title} />
            </MenuItem>
          );
        })}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            logout.mutate();
          }}
          disabled={logout.isPending}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t('profile.logout')} />
        </MenuItem>
      </Menu>
    </>
  );
};
