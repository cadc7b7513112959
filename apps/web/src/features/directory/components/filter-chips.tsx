import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { TIdName } from '@rede/domain';
import { UFS } from '@rede/domain/constants';
import { useT } from '@/lib/i18n';
import { ICON_PATHS } from '@/components/ui/icon-paths';
import { PathIcon } from '@/components/ui/path-icon';
import type { TDirectoryFilters } from '../api/types';

type TFilterChipsProps = { filters: TDirectoryFilters; lines: readonly TIdName[]; onChange: (next: Partial<TDirectoryFilters>) => void };

/**
 * MUI's outlined primary Chip look with its delete icon, on plain list items: the label, and a real button (named
 * 'Remover filtro …') that removes the filter (MUI's Chip draws its delete icon as an svg, not a button).
 */
const ROOT_SX: SxProps<Theme> = (theme) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  p: 0,
  m: 0,
  listStyle: 'none',
  alignItems: 'center',
  '& > .fc-chip': {
    display: 'inline-flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    height: 32,
    maxWidth: '100%',
    borderRadius: '16px',
    border: `1px solid ${theme.alpha((theme.vars || theme).palette.primary.main, 0.7)}`,
    color: 'primary.main',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    '& > span': { px: '11px', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    '& > button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      m: '0 5px 0 -6px',
      p: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      cursor: 'pointer',
      color: theme.alpha((theme.vars || theme).palette.primary.main, 0.7),
      '&:hover': { color: 'primary.main' },
      '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      '& > svg': { fontSize: 22 },
    },
  },
});

/** The filter list: one removable chip per active filter, and 'Limpar filtros'. */
export const FilterChips = ({ filters, lines, onChange }: TFilterChipsProps) => {
  const t = useT();
  const chips: { key: string; label: string; remove: () => void }[] = [];
  // each chip says which filter it is ('Estado: São Paulo', 'Cidade: São Paulo'): same names stay distinct
  if (filters.uf) {
    const name = UFS.find((u) => u.uf === filters.uf)?.nome ?? filters.uf;
    chips.push({ key: 'uf', label: t('directory.chip.state', { name }), remove: () => onChange({ uf: null, city: null }) });
  }
  if (filters.city) chips.push({ key: 'city', label: t('directory.chip.city', { name: filters.city }), remove: () => onChange({ city: null }) });
  for (const id of filters.lines) {
    chips.push({
      key: `line-${id}`,
      label: t('directory.chip.line', { name: lines.find((l) => l.id === id)?.name ?? `#${id}` }),
      remove: () => onChange({ lines: filters.lines.filter((l) => l !== id) }),
    });
  }
  if (filters.place) chips.push({ key: 'place', label: t('directory.place.chip', { name: filters.place }), remove: () => onChange({ place: null }) });
  if (filters.isAssistence) chips.push({ key: 'assist', label: t('directory.assistanceBadge'), remove: () => onChange({ isAssistence: false }) });
  if (filters.openNow) chips.push({ key: 'open-now', label: t('directory.openNow'), remove: () => onChange({ openNow: false }) });
  if (chips.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('directory.filters')} sx={ROOT_SX}>
      {chips.map((chip) => (
        <li key={chip.key} className="fc-chip">
          <span>{chip.label}</span>
          <button type="button" onClick={chip.remove} aria-label={t('directory.removeFilter', { label: chip.label })}>
            <PathIcon path={ICON_PATHS.cancel} />
          </button>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Button
            size="small"
            onClick={() => onChange({ uf: null, city: null, lines: [], isAssistence: false, openNow: false, place: null, radiusKm: null })}
          >
            {t('directory.clearFilters')}
          </Button>
        </li>
      )}
    </Box>
  );
};
