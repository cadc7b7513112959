import Box from '@mui/material/Box';
import { useFormServices } from '@/components/form/form-services';
import { formatScreenDate, formatScreenDatetime } from '@/lib/i18n/dates';
import { DATA_TABLE_TEXTS as T } from './texts';
import type { TColumnDisplay } from './types';

/** A stored image as a small thumbnail (lazy loaded), with the column label as its text alternative. */
const Thumbnail = ({ name, alt }: { name: string; alt: string }) => {
  const { fileUrl } = useFormServices();
  return (
    <Box
      component="img"
      src={fileUrl(name)}
      alt={alt}
      loading="lazy"
      sx={{ display: 'block', height: 40, width: 'auto', maxWidth: 160, objectFit: 'contain', borderRadius: 0.5 }}
    />
  );
};

/** A date cell's text: dd/MM/yyyy ('date') or dd/MM/yyyy HH:mm ('datetime') on São Paulo's clocks; '—' when empty or invalid. */
export const displayedDate = (value: unknown, display: 'date' | 'datetime'): string => {
  const input = typeof value === 'string' || typeof value === 'number' || value instanceof Date ? value : null;
  return (display === 'date' ? formatScreenDate(input) : formatScreenDatetime(input)) || T.empty_value;
};

/** The default content of a cell: by the column's `display`, else `text(value)`. */
export const CellValue = ({
  value,
  display = 'text',
  label,
  text,
}: {
  value: unknown;
  display?: TColumnDisplay;
  label: string;
  text: (value: unknown) => string;
}) => {
  if (display === 'image') return typeof value === 'string' && value !== '' ? <Thumbnail name={value} alt={label} /> : <>{T.empty_value}</>;
  if (display === 'date' || display === 'datetime') return <>{displayedDate(value, display)}</>;
  return <>{text(value)}</>;
};
