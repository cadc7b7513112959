import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '@rede/domain/constants';
import { useLayout } from './layout-context';
import { NavMenu } from './menu/nav-menu';

export const SIDEBAR_ID = 'app-sidebar';

/** Side drawer: permanent from lg (full or mini width), temporary below lg. */
export const Sidebar = () => {
  const { isDesktop, isHorizontal, isMini, mobileOpen, toggleDrawer } = useLayout();
  if (isHorizontal) return null;

  if (!isDesktop) {
    return (
      <Drawer
        id={SIDEBAR_ID}
        variant="temporary"
        open={mobileOpen}
        onClose={toggleDrawer}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
      >
        <Toolbar />
        <Box sx={{ py: 1 }}>
          <NavMenu />
        </Box>
      </Drawer>
    );
  }

  const width = isMini ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH;
  return (
    <Drawer
      id={SIDEBAR_ID}
      variant="permanent"
      open
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      }}
      slotProps={{
        paper: {
          sx: {
            width,
            overflowX: 'hidden',
            borderRight: 1,
            borderColor: 'divider',
            transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        },
      }}
    >
      <Toolbar />
      <Box sx={{ py: 1 }}>
        <NavMenu mini={isMini} />
      </Box>
    </Drawer>
  );
};
