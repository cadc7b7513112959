import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { DEFAULT_LINES } from '@rede/domain/constants';
import { slugify } from '@rede/domain/validators/slugify';
import type { TIdName } from '@rede/domain';
import { useT } from '@/lib/i18n';

type TCategoriesBlockProps = {
  lines: readonly TIdName[];
  selected: readonly number[];
  onPick: (lineId: number) => void;
  /** The lines are still loading: the block keeps its place (the default categories, not yet clickable), so nothing below shifts. */
  loading?: boolean;
};

/** The categories block (Moto, Caminhão, Carro, Estacionárias, Náutica): each filters the list by its line. */
export const CategoriesBlock = ({ lines, selected, onPick, loading = false }: TCategoriesBlockProps) => {
  const t = useT();
  const categories = loading
    ? DEFAULT_LINES.map((name, i) => ({ name, line: { id: -1 - i, name } }))
    : DEFAULT_LINES.map((name) => ({ name, line: lines.find((l) => slugify(l.name) === slugify(name)) })).filter(
        (c): c is { name: (typeof DEFAULT_LINES)[number]; line: TIdName } => Boolean(c.line),
      );
  if (categories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="categories-title" aria-busy={loading || undefined} sx={{ my: { xs: 3, md: 4 } }}>
      <Typography id="categories-title" variant="h5" component="h2" gutterBottom>
        {t('directory.categories.title')}
      </Typography>
      <Box
        component="ul"
        sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' }, gap: 1.5, p: 0, m: 0, listStyle: 'none' }}
      >
        {categories.map(({ name, line }) => {
          const active = selected.includes(line.id);
          return (
            <li key={line.id}>
              <ButtonBase
                focusRipple
                disabled={loading}
                onClick={() => onPick(line.id)}
                aria-pressed={active}
                aria-label={t('directory.categories.filterBy', { name })}
                sx={{
                  width: '100%',
                  minHeight: 64,
                  borderRadius: 2,
                  border: 2,
                  borderColor: active ? 'primary.main' : 'divider',
                  bgcolor: active ? 'primary.main' : 'background.paper',
                  color: active ? 'primary.contrastText' : 'text.primary',
                  fontWeight: 700,
                  fontSize: '1rem',
                  '&:hover': { borderColor: 'primary.main' },
                  '&.Mui-focusVisible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.dark', outlineOffset: 2 },
                }}
              >
                {name}
              </ButtonBase>
            </li>
          );
        })}
      </Box>
    </Box>
  );
};
