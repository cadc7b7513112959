import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import StoreIcon from '@mui/icons-material/StoreOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { PermissionKey } from '@rede/domain/permissions';
import { useUser } from '@/lib/auth';
import { canUser, useCondition } from '@/lib/authorization';
import { useT, type TTranslationKey } from '@/lib/i18n';

type TShortcut = { to: string; label: TTranslationKey; icon: ReactNode; permission?: PermissionKey; adminOnly?: boolean };

/** Screens the side menu of section 2 does not list: reached from here (same permission as their route). */
const SHORTCUTS: TShortcut[] = [
  { to: '/reports', label: 'routes.reports', icon: <AssessmentIcon />, permission: 'REPORTS:LIST' },
  { to: '/line_companys', label: 'routes.lineCompanies', icon: <StoreIcon />, permission: 'LINE:LIST', adminOnly: true },
  { to: '/companyLines', label: 'routes.companyLines', icon: <CategoryIcon />, permission: 'COMPANYLINE:LIST' },
  { to: '/help', label: 'routes.help', icon: <HelpOutlineIcon /> },
];

/** Links to reports, lines by company, own product lines and help, each shown only to who may open it. */
export const DashboardShortcuts = () => {
  const t = useT();
  const user = useUser();
  const isAdmin = useCondition('admin');
  const visible = SHORTCUTS.filter((s) => (!s.permission || canUser(user, s.permission)) && (!s.adminOnly || isAdmin));
  if (visible.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="dashboard-shortcuts" sx={{ mt: 3 }}>
      <Typography id="dashboard-shortcuts" variant="h6" component="h2" gutterBottom>
        {t('pages.dashboard.shortcuts')}
      </Typography>
      <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
        {visible.map((shortcut) => (
          <li key={shortcut.to}>
            <Button component={RouterLink} to={shortcut.to} variant="outlined" startIcon={shortcut.icon}>
              {t(shortcut.label)}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
};
