import { instantOfZonedParts, isShowIfMet, toDate, zonedDateParts } from '@rede/domain';
import { SCREEN_TIME_ZONE } from '@/lib/i18n/dates';
import { confirmPropertyOf, hasConfirmTwin, isFieldIncluded, type TFormContext } from './field-rules';
import { applyFieldMask } from './masks';
import type { TFormField, TFormValues } from './types';

/** Form value of a position field: the two inputs as typed. */
export type TPositionValue = { latitude: string; longitude: string };

/** Stands in for a picked file that is not uploaded yet, so validation sees a valid stored name. */
export const PENDING_FILE_PLACEHOLDER = 'pending-upload.png';

const pad = (n: number) => String(n).padStart(2, '0');

const DATETIME_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** 'yyyy-MM-dd' for <input type="date">; a date-only prefix is taken as is (no time-zone shift). */
export const toDateInputValue = (value: unknown): string => {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)) return value.slice(0, 10);
  const d = toDate(value instanceof Date || typeof value === 'number' || typeof value === 'string' ? value : null);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : '';
};

/** 'yyyy-MM-ddTHH:mm' on São Paulo's clocks for <input type="datetime-local">: the same hour the screens show. */
export const toDatetimeInputValue = (value: unknown): string => {
  if (typeof value === 'string' && DATETIME_INPUT.test(value)) return value;
  const d = toDate(value instanceof Date || typeof value === 'number' || typeof value === 'string' ? value : null);
  if (!d) return '';
  const p = zonedDateParts(d, SCREEN_TIME_ZONE);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
};

/** A 'yyyy-MM-ddTHH:mm' typed on São Paulo's clocks as an ISO instant (UTC); '' → null. */
export const datetimeInputToIso = (value: unknown): string | null => {
  if (typeof value !== 'string' || value === '') return null;
  const m = DATETIME_INPUT.exec(value);
  if (!m) return value;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  return instantOfZonedParts({ year, month, day, hour, minute }, SCREEN_TIME_ZONE).toISOString();
};

/** The id of a related record given as an id or as an { id, name } object. */
const idOf = (item: unknown): unknown => (item !== null && typeof item === 'object' ? (item as Record<string, unknown>).id : item);

const coordinateText = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value : '';

const emptyToNull = (value: unknown): unknown => (value === '' || value === undefined ? null : value);

/** The form value of one field from a record value (or the field's default when creating). */
export const toFieldValue = (field: TFormField, record: TFormValues): unknown => {
  const raw = field.property in record ? record[field.property] : field.defaultValue;
  if (field.toFormValue) return field.toFormValue(raw);
  switch (field.type) {
    case 'string':
      if (hasConfirmTwin(field)) return '';
      return typeof raw === 'string' || typeof raw === 'number' ? applyFieldMask(field.mask, String(raw)) : '';
    case 'boolean':
      return typeof raw === 'boolean' ? raw : Boolean(field.defaultValue ?? false);
    case 'currency':
    case 'integer':
      return typeof raw === 'number' && Number.isFinite(raw)
        ? raw
        : typeof raw === 'string' && raw !== '' && Number.isFinite(Number(raw))
          ? Number(raw)
          : null;
    case 'date':
      return toDateInputValue(raw);
    case 'datetime':
      return toDatetimeInputValue(raw);
    case 'fk':
    case 'manytoonefk':
    case 'onetoonefk': {
      const id = idOf(raw);
      return id === undefined || id === null || id === '' ? null : id;
    }
    case 'options':
      return raw === undefined || raw === null ? '' : raw;
    case 'manytomanyfk':
      return Array.isArray(raw) ? raw.map(idOf) : [];
    case 'array':
    case 'permissions':
      return Array.isArray(raw) ? raw.map((item) => (typeof item === 'string' ? item : String(item))) : [];
    case 'photo':
      return typeof raw === 'string' && raw !== '' ? raw : null;
    case 'gallery':
      return Array.isArray(raw) ? raw.filter((item) => typeof item === 'string' && item !== '') : [];
    case 'position': {
      const source = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
      return { latitude: coordinateText(source.latitude), longitude: coordinateText(source.longitude) } satisfies TPositionValue;
    }
    default:
      return raw ?? null;
  }
};

/** Every form value of a record (or of an empty record when creating), `_confirm` twins included. */
export const toFormValues = (fields: readonly TFormField[], record: TFormValues = {}): TFormValues => {
  const values: TFormValues = {};
  for (const field of fields) {
    values[field.property] = toFieldValue(field, record);
    if (hasConfirmTwin(field)) values[confirmPropertyOf(field.property)] = '';
  }
  return values;
};

const coordinate = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.replace(',', '.')));

const fileValue = (value: unknown, uploaded?: ReadonlyMap<File, string>): unknown => {
  if (value instanceof File) return uploaded?.get(value) ?? PENDING_FILE_PLACEHOLDER;
  return emptyToNull(value);
};

/** The payload value of an active field. */
export const toPayloadValue = (field: TFormField, value: unknown, uploaded?: ReadonlyMap<File, string>): unknown => {
  if (field.toPayloadValue) return field.toPayloadValue(value);
  switch (field.type) {
    case 'string':
      return typeof value === 'string' ? value : value == null ? '' : String(value);
    case 'date':
      return emptyToNull(value);
    case 'datetime':
      return datetimeInputToIso(value);
    case 'fk':
    case 'manytoonefk':
    case 'onetoonefk':
    case 'options':
    case 'currency':
    case 'integer':
      return emptyToNull(value);
    case 'array':
      return Array.isArray(value) ? value.filter((item) => typeof item === 'string' && item.trim() !== '') : [];
    case 'manytomanyfk':
    case 'permissions':
      return Array.isArray(value) ? value : [];
    case 'photo':
      return fileValue(value, uploaded);
    case 'gallery':
      return Array.isArray(value) ? value.map((item) => fileValue(item, uploaded)).filter((item) => item !== null) : [];
    case 'position': {
      const position = (value ?? { latitude: '', longitude: '' }) as TPositionValue;
      if (position.latitude.trim() === '' && position.longitude.trim() === '') return null;
      return { latitude: coordinate(position.latitude), longitude: coordinate(position.longitude) };
    }
    default:
      return value;
  }
};

/**
 * The payload sent to the save function (and validated by the zod schema):
 * - fields skipped in this mode (dontCreate / dontUpdate) or for non-admins (showIfAdmin) are left out;
 * - fields whose showIf is false are sent as null (section 4, 'Forms');
 * - `dontCreateFormField` fields are sent with their (default) value;
 * - photos and galleries carry the stored names of the uploaded files.
 */
export const toPayload = (
  fields: readonly TFormField[],
  values: TFormValues,
  context: TFormContext,
  uploaded?: ReadonlyMap<File, string>,
): TFormValues => {
  const payload: TFormValues = {};
  for (const field of fields) {
    if (!isFieldIncluded(field, context)) continue;
    const shown = field.dontCreateFormField || isShowIfMet(field, values);
    if (!shown) {
      payload[field.property] = null;
      if (hasConfirmTwin(field)) payload[confirmPropertyOf(field.property)] = null;
      continue;
    }
    payload[field.property] = field.dontCreateFormField ? values[field.property] : toPayloadValue(field, values[field.property], uploaded);
    if (hasConfirmTwin(field)) payload[confirmPropertyOf(field.property)] = values[confirmPropertyOf(field.property)] ?? '';
  }
  return payload;
};

/** The picked files still to upload (photo and gallery fields that are sent), in field order. */
export const pendingFilesOf = (fields: readonly TFormField[], values: TFormValues, context: TFormContext): File[] => {
  const files: File[] = [];
  for (const field of fields) {
    if (field.type !== 'photo' && field.type !== 'gallery') continue;
    if (!isFieldIncluded(field, context) || !isShowIfMet(field, values)) continue;
    const value = values[field.property];
    for (const item of Array.isArray(value) ? value : [value]) if (item instanceof File) files.push(item);
  }
  return files;
};
