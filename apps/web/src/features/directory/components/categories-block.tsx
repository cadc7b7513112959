import { DEFAULT_LINES } from '@rede/domain/constants';
import { slugify } from '@rede/domain/validators/slugify';
import type { TIdName } from '@rede/domain';
import { useT } from '@/lib/i18n';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

type TCategoriesBlockProps = {
  lines: readonly TIdName[];
  selected: readonly number[];
  onPick: (lineId: number) => void;
  /** The address a tile leads to (the list with its line, or without it when chosen): the tiles work without JavaScript. */
  hrefOf: (lineId: number) => string;
  /** The lines are still loading: the block keeps its place (the default categories, not yet clickable), so nothing below shifts. */
  loading?: boolean;
};

/** One rule set on the section for its plain heading, list and tiles. */
const ROOT_SX: SxProps<Theme> = {
  my: { xs: 2, md: 4 },
  '& > h2': { typography: 'h5', m: 0, mb: '0.35em' },
  // one row on a phone too (scrolled sideways when narrow): three rows of tiles pushed the first result off the first screen
  '& > ul': {
    display: 'grid',
    gridAutoFlow: { xs: 'column', sm: 'row' },
    gridAutoColumns: { xs: 'minmax(112px, 1fr)', sm: 'auto' },
    gridTemplateColumns: { sm: 'repeat(5, 1fr)' },
    overflowX: { xs: 'auto', sm: 'visible' },
    gap: 1.5,
    p: 0,
    pb: { xs: 0.5, sm: 0 },
    m: 0,
    listStyle: 'none',
  },
  '& ul a, & ul span': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: '100%',
    minHeight: { xs: 48, sm: 64 },
    m: 0,
    p: 0,
    font: 'inherit',
    fontWeight: 700,
    fontSize: '1rem',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    borderRadius: 2,
    border: 2,
    borderStyle: 'solid',
    borderColor: 'divider',
    bgcolor: 'background.paper',
    color: 'text.primary',
    '&:hover': { borderColor: 'primary.main' },
    textDecoration: 'none',
    '&[aria-current="true"]': { borderColor: 'primary.main', bgcolor: 'primary.main', color: 'primary.contrastText' },
    '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.dark', outlineOffset: 2 },
  },
  '& ul span': { cursor: 'default' },
};

/**
 * The categories block (Moto, Caminhão, Carro, Estacionárias, Náutica): each filters the list by its line. Links (to the
 * list with that line, or without it when it is the one chosen), so they work before the app runs and without it.
 */
export const CategoriesBlock = ({ lines, selected, onPick, hrefOf, loading = false }: TCategoriesBlockProps) => {
  const t = useT();
  const categories = loading
    ? DEFAULT_LINES.map((name, i) => ({ name, line: { id: -1 - i, name } }))
    : DEFAULT_LINES.map((name) => ({ name, line: lines.find((l) => slugify(l.name) === slugify(name)) })).filter(
        (c): c is { name: (typeof DEFAULT_LINES)[number]; line: TIdName } => Boolean(c.line),
      );
  if (categories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="categories-title" aria-busy={loading || undefined} sx={ROOT_SX}>
      <h2 id="categories-title">{t('directory.categories.title')}</h2>
      <ul>
        {categories.map(({ name, line }) => {
          const active = selected.includes(line.id);
          return (
            <li key={line.id}>
              {loading ? (
                // the lines' ids are not known yet: a tile in its place, not a link
                <span>{name}</span>
              ) : (
                <a
                  href={hrefOf(line.id)}
                  onClick={(event) => {
                    // a new tab or window (modifier keys, middle button) opens the address as a link does
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    onPick(line.id);
                  }}
                  aria-current={active ? 'true' : undefined}
                  aria-label={t('directory.categories.filterBy', { name })}
                >
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </Box>
  );
};
