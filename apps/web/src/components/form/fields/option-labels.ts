import type { TFieldOption, TFormField, TFormValues } from '../types';

export const sameOptionValue = (a: unknown, b: unknown): boolean => a === b || (a != null && b != null && String(a) === String(b));

/**
 * Labels of related items the record already carries ({ id, name } objects, in the property itself
 * or, for an `xId` property, in `x`), so chips and the selected item read well before (or without)
 * the options loading.
 */
export const recordOptions = (field: TFormField, record: TFormValues): TFieldOption[] => {
  // an id property ('roleId') takes its label from the record's related object ('role': { id, name })
  const related = field.property.endsWith('Id') ? record[field.property.slice(0, -2)] : undefined;
  const own = record[field.property];
  const raw = own !== null && typeof own === 'object' ? own : (related ?? own);
  const items = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? [raw] : [];
  return items.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const o = item as Record<string, unknown>;
    const value = o.id;
    const label = o.name ?? o.label ?? o.title;
    return (typeof value === 'string' || typeof value === 'number') && typeof label === 'string' ? [{ value, label }] : [];
  });
};

/** The option of a value: from the loaded options, else the record's label, else the raw value. */
export const optionFor = (value: unknown, options: readonly TFieldOption[], fallback: readonly TFieldOption[]): TFieldOption | null => {
  if (value === null || value === undefined || value === '') return null;
  return (
    options.find((o) => sameOptionValue(o.value, value)) ??
    fallback.find((o) => sameOptionValue(o.value, value)) ?? { value: value as string | number, label: String(value) }
  );
};
