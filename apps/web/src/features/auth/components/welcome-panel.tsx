import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AppleIcon from '@mui/icons-material/Apple';
import ShopIcon from '@mui/icons-material/Shop';
import type { ElementType } from 'react';
import { STORE_LINKS } from '@/lib/config';
import { useT } from '@/lib/i18n';

const StoreBadge = ({ href, icon: Icon, caption, name }: { href: string; icon: ElementType; caption: string; name: string }) => (
  <Button
    component="a"
    href={href}
    target="_blank"
    rel="noopener noreferrer"
    variant="outlined"
    color="inherit"
    startIcon={<Icon sx={{ fontSize: 28 }} />}
    sx={{ justifyContent: 'flex-start', textTransform: 'none', borderColor: 'currentColor', px: 2, py: 1, minWidth: 180 }}
  >
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.2 }}>
      <Box component="span" sx={{ fontSize: 12 }}>
        {caption}
      </Box>
      <Box component="span" sx={{ fontSize: 18, fontWeight: 700 }}>
        {name}
      </Box>
    </Box>
  </Button>
);

/** The coloured welcome panel beside the login form (wide screens only) with the store badges. */
export const WelcomePanel = () => {
  const t = useT();
  return (
    <Box
      component="aside"
      aria-label={t('auth.login.welcomeTitle')}
      sx={{
        flex: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        p: 6,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: 3,
      }}
    >
      <Typography variant="h4" component="h2" sx={{ fontWeight: 700 }}>
        {t('auth.login.welcomeTitle')}
      </Typography>
      <Typography variant="h6" component="p" sx={{ fontWeight: 400 }}>
        {t('auth.login.welcomeText')}
      </Typography>
      <Typography variant="subtitle2" component="p">
        {t('auth.login.storesLabel')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <StoreBadge href={STORE_LINKS.appStore} icon={AppleIcon} caption={t('auth.login.appStoreCaption')} name={t('auth.login.appStore')} />
        <StoreBadge href={STORE_LINKS.googlePlay} icon={ShopIcon} caption={t('auth.login.googlePlayCaption')} name={t('auth.login.googlePlay')} />
      </Stack>
    </Box>
  );
};
