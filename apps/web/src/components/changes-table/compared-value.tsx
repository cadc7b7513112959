import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { CompanyStatus } from '@rede/domain/constants';
import { MESSAGES } from '@rede/domain/messages';
import { useFormServices } from '@/components/form/form-services';
import { useT } from '@/lib/i18n';
import type { TLogValue } from '@rede/domain';

const isEmpty = (value: TLogValue): boolean => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** A compared value as text: labels for status and flags, line names joined, coordinates with 6 decimals. */
const comparedValueText = (field: string, value: TLogValue, empty = '—'): string => {
  if (isEmpty(value)) return empty;
  if (field === 'status' && typeof value === 'string') return MESSAGES.companyStatus[value as CompanyStatus] ?? value;
  if (typeof value === 'boolean') return field === 'isActive' ? MESSAGES.active[`${value}`] : MESSAGES.yesNo[`${value}`];
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object' && value !== null) return `${value.latitude.toFixed(6)}, ${value.longitude.toFixed(6)}`;
  return String(value);
};

const IMAGE_FIELDS = new Set(['logo', 'photo']);

/** A value of the changes table: images as thumbnails, a colour with its swatch, anything else as text. */
export const ComparedValue = ({ field, value, label }: { field: string; value: TLogValue; label: string }) => {
  const t = useT();
  const { fileUrl } = useFormServices();
  const empty = t('companyLogs.details.empty');
  if (IMAGE_FIELDS.has(field) && typeof value === 'string' && value !== '') {
    return (
      <Box
        component="img"
        src={fileUrl(value)}
        alt={label}
        loading="lazy"
        sx={{ display: 'block', maxHeight: 64, maxWidth: 160, objectFit: 'contain', borderRadius: 0.5 }}
      />
    );
  }
  if (field === 'visualIdentityColor' && typeof value === 'string' && value !== '') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box
          role="img"
          aria-label={t('companyLogs.details.colorSwatch', { color: value })}
          sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: value, border: 1, borderColor: 'divider', flexShrink: 0 }}
        />
        <span>{value}</span>
      </Stack>
    );
  }
  return <>{comparedValueText(field, value, empty)}</>;
};
