import type { ComponentType, ReactElement, ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { Controller, type Control } from 'react-hook-form';
import { confirmPropertyOf, hasConfirmTwin, isRequiredField } from './field-rules';
import { ArrayField } from './fields/array-field';
import { BooleanField } from './fields/boolean-field';
import { CurrencyField } from './fields/currency-field';
import { DateField } from './fields/date-field';
import type { TFieldProps } from './fields/field-props';
import { FkField } from './fields/fk-field';
import { GalleryField } from './fields/gallery-field';
import { IntegerField } from './fields/integer-field';
import { ManyToManyField } from './fields/many-to-many-field';
import { OptionsField } from './fields/options-field';
import { PasswordField } from './fields/password-field';
import { PermissionsField } from './fields/permissions-field';
import { PhotoField } from './fields/photo-field';
import { PositionField } from './fields/position-field';
import { StringField } from './fields/string-field';
import { FORM_TEXTS } from './texts';
import type { TFieldType, TFormField, TFormMode, TFormValues } from './types';

/** One component per field type of section 3. */
export const FIELD_COMPONENTS: Record<TFieldType, ComponentType<TFieldProps>> = {
  string: StringField,
  photo: PhotoField,
  boolean: BooleanField,
  currency: CurrencyField,
  date: DateField,
  datetime: DateField,
  fk: FkField,
  integer: IntegerField,
  manytomanyfk: ManyToManyField,
  options: OptionsField,
  array: ArrayField,
  gallery: GalleryField,
  permissions: PermissionsField,
  manytoonefk: FkField,
  position: PositionField,
  onetoonefk: FkField,
};

/** Types whose `render` is a slot inside the field rather than a replacement of it. */
const RENDER_IS_SLOT = new Set<TFieldType>(['position', 'permissions']);

type TFormFieldProps = {
  field: TFormField;
  control: Control<TFormValues>;
  values: TFormValues;
  mode: TFormMode;
  record: TFormValues;
  disabled: boolean;
  /** Sets a sibling's value (custom renderers that fill other fields). */
  setFieldValue?: (name: string, value: unknown) => void;
};

/**
 * A field bound to the form (react-hook-form Controller) in its grid cell; a password also renders
 * its `_confirm` twin in the next cell.
 */
export const FormField = ({ field, control, values, mode, record, disabled, setFieldValue }: TFormFieldProps) => {
  const Component = FIELD_COMPONENTS[field.type];
  const required = isRequiredField(field) && !(hasConfirmTwin(field) && mode === 'update');
  const isDisabled = disabled || Boolean(field.disabled);

  const width = fieldWidth(field);
  const bound = (name: string, render: (props: TFieldProps) => ReactNode) => (
    <Grid key={name} size={{ xs: 12, md: width }}>
      <Controller
        name={name}
        control={control}
        render={({ field: controller, fieldState }) =>
          render({
            field,
            name,
            value: controller.value,
            // a field showing an error is checked again as it changes, touched or not: a value filled by the CEP
            // lookup or the map replaces a stale 'Campo obrigatório' at once
            onChange: fieldState.error && setFieldValue ? (next: unknown) => setFieldValue(name, next) : controller.onChange,
            onBlur: controller.onBlur,
            inputRef: controller.ref,
            error: fieldState.error?.message,
            required,
            disabled: isDisabled,
            values,
            mode,
            record,
            setFieldValue,
          }) as ReactElement
        }
      />
    </Grid>
  );

  if (field.render && !RENDER_IS_SLOT.has(field.type)) {
    const render = field.render;
    return bound(field.property, (props) => render(props));
  }
  if (hasConfirmTwin(field)) {
    return (
      <>
        {bound(field.property, (props) => (
          <PasswordField {...props} />
        ))}
        {bound(confirmPropertyOf(field.property), (props) => (
          <PasswordField {...props} label={field.confirmLabel ?? FORM_TEXTS.confirmPassword} />
        ))}
      </>
    );
  }
  if (field.type === 'string' && field.inputType === 'password') {
    return bound(field.property, (props) => <PasswordField {...props} autoComplete="current-password" />);
  }
  return bound(field.property, (props) => <Component {...props} />);
};

const FULL_WIDTH_TYPES = new Set<TFieldType>(['array', 'photo', 'gallery', 'permissions', 'position']);

/** Columns (of 12, from md up) a field takes: its `width`, else full for wide types and multiline, else half. */
export const fieldWidth = (field: TFormField): number => field.width ?? (FULL_WIDTH_TYPES.has(field.type) || field.multiline ? 12 : 6);
