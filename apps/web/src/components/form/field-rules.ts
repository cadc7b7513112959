import { isFieldActive, isFieldShown, type TFormContext } from '@rede/domain';
import type { TFormField, TFormValues } from './types';

/** Who fills the form and how: create (no id) or update (id present), admin or not. */
export type { TFormContext } from '@rede/domain';

export const confirmPropertyOf = (property: string): string => `${property}_confirm`;

export const isPasswordField = (field: TFormField): boolean =>
  field.type === 'string' && (field.inputType === 'password' || (field.validations?.includes('password') ?? false));

/** Password fields have a matching `_confirm` field (section 3). */
export const hasConfirmTwin = (field: TFormField): boolean => isPasswordField(field) && !field.noConfirm;

/** Marked required (the asterisk); with showIf it applies only while shown (requiredIfShown). */
export const isRequiredField = (field: TFormField): boolean =>
  field.required === true || (field.validations?.some((v) => v === 'required' || v === 'requiredIfShown') ?? false);

/** Takes part in this form at all: showIfAdmin is skipped for non-admins, dontCreate / dontUpdate in that mode. */
export const isFieldIncluded = (field: TFormField, context: TFormContext): boolean => isFieldActive(field, context);

/** Rendered and validated now: included, its showIf passes, and it has a form field. */
export const isFieldVisible = (field: TFormField, values: TFormValues, context: TFormContext): boolean =>
  !field.dontCreateFormField && isFieldShown(field, values, context);

/** The form value names a field owns (the property and its `_confirm` twin). */
export const namesOfField = (field: TFormField): string[] =>
  hasConfirmTwin(field) ? [field.property, confirmPropertyOf(field.property)] : [field.property];

/** Maps every form value name (property and `_confirm` twin) to its field. */
export const fieldByName = (fields: readonly TFormField[]): Map<string, TFormField> => {
  const map = new Map<string, TFormField>();
  for (const field of fields) for (const name of namesOfField(field)) map.set(name, field);
  return map;
};

/** The form value name an error key belongs to ('addressPosition.latitude' → 'addressPosition'). */
export const rootName = (key: string): string => key.split('.')[0] ?? key;
