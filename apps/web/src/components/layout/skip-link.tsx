import { useT } from '@/lib/i18n';
import { staticStyles } from '@/lib/static-styles';

export const MAIN_CONTENT_ID = 'main-content';

/** Fixed styles (lib/static-styles): nothing serialised per render on the server-rendered public pages. */
const useStyles = staticStyles((theme) => ({
  root: {
    position: 'absolute',
    left: 8,
    top: -48,
    zIndex: theme.zIndex.tooltip + 2,
    px: 2,
    py: 1,
    bgcolor: 'background.paper',
    color: 'primary.main',
    borderRadius: 1,
    boxShadow: 3,
    fontWeight: 600,
    '&:focus': { top: 8 },
    '&:focus-visible': { outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2 },
  },
}));

/** 'Pular para o conteúdo': the first focusable element, visible only when focused. */
export const SkipLink = () => {
  const t = useT();
  const classes = useStyles();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className={classes.root}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
};
