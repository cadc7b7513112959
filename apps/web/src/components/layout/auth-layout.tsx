import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Logo } from './logo';
import { ScrollToTop } from './scroll-to-top';

type TAuthLayoutProps = {
  children: ReactNode;
  /** Shown beside the form from lg up (the login's welcome panel). */
  aside?: ReactNode;
};

/** Frame of the auth screens: a centred card with the logo; an optional side panel on wide screens (lg and up) only. */
export const AuthLayout = ({ children, aside: asideContent }: TAuthLayoutProps) => {
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const aside = wide ? asideContent : null;
  return (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', bgcolor: 'background.default', py: { xs: 2, sm: 4 } }}
    >
      <ScrollToTop />
      <Container maxWidth={aside ? 'lg' : 'sm'} sx={{ px: { xs: 1.5, sm: 3 } }}>
        <Paper
          elevation={0}
          sx={{ display: 'flex', overflow: 'hidden', borderRadius: 3, border: 1, borderColor: 'divider', minHeight: aside ? { lg: 560 } : undefined }}
        >
          <Box sx={{ flex: 1, minWidth: 0, p: { xs: 3, sm: 5 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
            <Logo />
            {children}
          </Box>
          {aside ? <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>{aside}</Box> : null}
        </Paper>
      </Container>
    </Box>
  );
};
