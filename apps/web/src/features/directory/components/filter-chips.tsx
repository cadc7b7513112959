import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CancelIcon from '@mui/icons-material/Cancel';
import type { TIdName } from '@rede/domain';
import { UFS } from '@rede/domain/constants';
import { useT } from '@/lib/i18n';
import type { TDirectoryFilters } from '../api/types';

type TFilterChipsProps = { filters: TDirectoryFilters; lines: readonly TIdName[]; onChange: (next: Partial<TDirectoryFilters>) => void };

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
  if (chips.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={t('directory.filters')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none', alignItems: 'center' }}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <Chip
            label={chip.label}
            onDelete={chip.remove}
            color="primary"
            variant="outlined"
            deleteIcon={<CancelIcon aria-label={t('directory.removeFilter', { label: chip.label })} aria-hidden={false} role="button" />}
          />
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Button size="small" onClick={() => onChange({ uf: null, city: null, lines: [], isAssistence: false, openNow: false, place: null })}>
            {t('directory.clearFilters')}
          </Button>
        </li>
      )}
    </Box>
  );
};
