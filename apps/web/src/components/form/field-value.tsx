import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { COORDINATE_DECIMALS, formatCurrency, formatInteger, GALLERY_PER_ROW } from '@rede/domain';
import { isShowIfMet } from '@rede/domain';
import { sanitizeHtml } from '@/components/layout/sanitize-html';
import { isFieldIncluded, isPasswordField, type TFormContext } from './field-rules';
import { optionFor, recordOptions } from './fields/option-labels';
import { useFormServices } from './form-services';
import { applyFieldMask } from './masks';
import { FORM_TEXTS } from './texts';
import type { TFieldOption, TFormField, TFormValues } from './types';
import { useFieldOptions } from './use-field-options';
import { toFieldValue, type TPositionValue } from './values';
import { formatScreenDate, formatScreenDatetime } from '@/lib/i18n/dates';

const EMPTY = <>{FORM_TEXTS.none}</>;

/** Fields worth showing read-only: sent in update mode, not passwords, and shown by their showIf. */
export const isDisplayableField = (field: TFormField, record: TFormValues, context: TFormContext): boolean =>
  isFieldIncluded(field, context) && !isPasswordField(field) && !field.dontCreateFormField && isShowIfMet(field, record);

const Thumbnail = ({ name, alt }: { name: string; alt: string }) => {
  const { fileUrl } = useFormServices();
  return (
    <Box
      component="img"
      src={fileUrl(name)}
      alt={alt}
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 120, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
  );
};

const OptionLabels = ({ field, record, multiple }: { field: TFormField; record: TFormValues; multiple: boolean }) => {
  const { options } = useFieldOptions(field, record);
  const fallback = recordOptions(field, record);
  const value = toFieldValue(field, record);
  const items = (multiple ? (value as unknown[]) : [value]).map((v) => optionFor(v, options, fallback)).filter((o): o is TFieldOption => o !== null);
  if (items.length === 0) return EMPTY;
  if (!multiple) return <>{items[0]?.label}</>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((o) => (
        <Chip key={String(o.value)} label={o.label} size="small" />
      ))}
    </Stack>
  );
};

const ColorValue = ({ color }: { color: string }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    <Box
      component="span"
      aria-hidden
      sx={{ width: 20, height: 20, flexShrink: 0, bgcolor: color, border: 1, borderColor: 'divider', borderRadius: 0.5 }}
    />
    {color}
  </Box>
);

/** A record's value of one field, formatted read-only (details panel, read-only record). */
export const FieldValue = ({ field, record }: { field: TFormField; record: TFormValues }) => {
  if (field.renderValue) return <>{field.renderValue(record)}</>;
  const raw = record[field.property];
  if (field.display) {
    if (typeof raw !== 'string' || raw.trim() === '') return EMPTY;
    return field.display === 'color' ? (
      <ColorValue color={raw} />
    ) : (
      <Box sx={{ '& img': { maxWidth: '100%' }, '& > :first-of-type': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(raw) }} />
    );
  }
  switch (field.type) {
    case 'string': {
      if (raw === null || raw === undefined || raw === '') return EMPTY;
      const text = applyFieldMask(field.mask, String(raw));
      return field.multiline ? (
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Box>
      ) : (
        <>{text}</>
      );
    }
    case 'boolean': {
      const labels = field.booleanLabels ?? { true: FORM_TEXTS.yes, false: FORM_TEXTS.no };
      return typeof raw === 'boolean' ? <>{raw ? labels.true : labels.false}</> : EMPTY;
    }
    case 'currency':
      return typeof raw === 'number' ? <>{formatCurrency(raw)}</> : EMPTY;
    case 'date':
      return formatScreenDate(raw as string) ? <>{formatScreenDate(raw as string)}</> : EMPTY;
    case 'datetime':
      return formatScreenDatetime(raw as string) ? <>{formatScreenDatetime(raw as string)}</> : EMPTY;
    case 'integer':
      return typeof raw === 'number' ? <>{formatInteger(raw)}</> : EMPTY;
    case 'fk':
    case 'manytoonefk':
    case 'onetoonefk':
    case 'options':
      return <OptionLabels field={field} record={record} multiple={false} />;
    case 'manytomanyfk':
      return <OptionLabels field={field} record={record} multiple />;
    case 'array':
    case 'permissions': {
      const items = Array.isArray(raw) ? raw.map(String) : [];
      if (items.length === 0) return EMPTY;
      const labels = new Map((field.options ?? []).map((o) => [String(o.value), o.label]));
      return (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {items.map((item) => (
            <li key={item}>{labels.get(item) ?? item}</li>
          ))}
        </Box>
      );
    }
    case 'photo':
      return typeof raw === 'string' && raw ? <Thumbnail name={raw} alt={field.label} /> : EMPTY;
    case 'gallery': {
      const images = Array.isArray(raw) ? raw.filter((i): i is string => typeof i === 'string' && i !== '') : [];
      if (images.length === 0) return EMPTY;
      return (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: `repeat(${GALLERY_PER_ROW}, minmax(0, 1fr))` }}>
          {images.map((name, index) => (
            <Thumbnail key={name} name={name} alt={`${field.label} ${index + 1}`} />
          ))}
        </Box>
      );
    }
    case 'position': {
      const p = toFieldValue(field, record) as TPositionValue;
      const lat = Number(p.latitude);
      const lng = Number(p.longitude);
      if (p.latitude === '' || p.longitude === '' || !Number.isFinite(lat) || !Number.isFinite(lng)) return EMPTY;
      return <>{`${lat.toFixed(COORDINATE_DECIMALS)}, ${lng.toFixed(COORDINATE_DECIMALS)}`}</>;
    }
    default:
      return raw === null || raw === undefined || raw === '' ? EMPTY : <>{String(raw)}</>;
  }
};
