import { DEFAULT_LINES } from '@rede/domain/constants';
import { slugify } from '@rede/domain/validators/slugify';
import type { TIdName } from '@rede/domain';
import { useT } from '@/lib/i18n';
import { staticStyles } from '@/lib/static-styles';

type TCategoriesBlockProps = {
  lines: readonly TIdName[];
  selected: readonly number[];
  onPick: (lineId: number) => void;
  /** The lines are still loading: the block keeps its place (the default categories, not yet clickable), so nothing below shifts. */
  loading?: boolean;
};

/** Plain elements under one set of rules (lib/static-styles): no style serialised per render. */
const useStyles = staticStyles((theme) => ({
  root: {
    my: { xs: 3, md: 4 },
    '& > h2': { typography: 'h5', m: 0, mb: '0.35em' },
    '& > ul': { display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' },
    '& button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      width: '100%',
      minHeight: 64,
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
      '&[aria-pressed="true"]': { borderColor: 'primary.main', bgcolor: 'primary.main', color: 'primary.contrastText' },
      '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: theme.palette.primary.dark, outlineOffset: 2 },
      '&:disabled': { cursor: 'default', pointerEvents: 'none' },
    },
  },
}));

/** The categories block (Moto, Caminhão, Carro, Estacionárias, Náutica): each filters the list by its line. */
export const CategoriesBlock = ({ lines, selected, onPick, loading = false }: TCategoriesBlockProps) => {
  const t = useT();
  const classes = useStyles();
  const categories = loading
    ? DEFAULT_LINES.map((name, i) => ({ name, line: { id: -1 - i, name } }))
    : DEFAULT_LINES.map((name) => ({ name, line: lines.find((l) => slugify(l.name) === slugify(name)) })).filter(
        (c): c is { name: (typeof DEFAULT_LINES)[number]; line: TIdName } => Boolean(c.line),
      );
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="categories-title" aria-busy={loading || undefined} className={classes.root}>
      <h2 id="categories-title">{t('directory.categories.title')}</h2>
      <ul>
        {categories.map(({ name, line }) => {
          const active = selected.includes(line.id);
          return (
            <li key={line.id}>
              <button
                type="button"
                disabled={loading}
                onClick={() => onPick(line.id)}
                aria-pressed={active}
                aria-label={t('directory.categories.filterBy', { name })}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
