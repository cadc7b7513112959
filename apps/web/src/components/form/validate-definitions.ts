import { DATE_MAX_YEAR, DATE_MIN_YEAR, isEmptyValue, MESSAGES, validateFormField } from '@rede/domain';
import { confirmPropertyOf, hasConfirmTwin, isFieldVisible, isPasswordField, type TFormContext } from './field-rules';
import type { TPositionValue } from './values';
import type { TFormField, TFormValues } from './types';

/** The position inputs hold text; both empty means no position. */
const normalised = (field: TFormField, value: unknown): unknown => {
  if (field.type !== 'position') return value;
  const p = value as TPositionValue | null;
  return !p || (p.latitude.trim() === '' && p.longitude.trim() === '') ? null : value;
};

/**
 * A native date ('yyyy-MM-dd') or datetime-local ('yyyy-MM-ddTHH:mm') value: a real moment whose year is
 * within 1900–2099 (section 5). The inputs' min/max do not stop a person typing 1899.
 */
const isDateInputInRange = (value: unknown): boolean => {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDay && year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR;
};

/**
 * The engine's own checks from the field definitions (the domain's `validateFormField`: required,
 * 'Adicione pelo menos um item', the validation names, plus the one the mask implies), for the
 * visible fields only; a password also needs its `_confirm` twin to match, and may stay empty when
 * updating; a date or date-time is a real one within 1900–2099. The zod schema adds its rules on top.
 */
export const validateDefinitions = (fields: readonly TFormField[], values: TFormValues, context: TFormContext): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!isFieldVisible(field, values, context)) continue;
    const value = normalised(field, values[field.property]);
    const password = isPasswordField(field);
    if (password && context.mode === 'update' && isEmptyValue(field, value)) continue;
    // The password policy is for NEW passwords (those with a confirmation twin); a current password (noConfirm) is only required.
    const policy = hasConfirmTwin(field) ? (['password'] as const) : [];
    const validations = [
      ...new Set([...(field.validations ?? []).filter((v) => v !== 'password' || !field.noConfirm), ...policy, ...(field.mask ? [field.mask] : [])]),
    ];
    const message = validateFormField({ ...field, validations }, { ...values, [field.property]: value }, context);
    if (message) errors[field.property] = message;
    else if ((field.type === 'date' || field.type === 'datetime') && !isEmptyValue(field, value) && !isDateInputInRange(value)) {
      errors[field.property] = MESSAGES.validation.date;
    }
    if (hasConfirmTwin(field)) {
      const confirm = confirmPropertyOf(field.property);
      const pwd = typeof value === 'string' ? value : '';
      if (pwd !== '' && values[confirm] !== pwd) errors[confirm] = MESSAGES.validation.passwordsMustMatch;
    }
  }
  return errors;
};
