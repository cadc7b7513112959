import Box from '@mui/material/Box';
import { useT } from '@/lib/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** 'Pular para o conteúdo': the first focusable element, visible only when focused. */
export const SkipLink = () => {
  const t = useT();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 2,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        borderRadius: 1,
        boxShadow: 3,
        fontWeight: 600,
        '&:focus': { top: 8 },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </Box>
  );
};
