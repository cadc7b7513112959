import type { Ref } from 'react';
import type { TFormField, TFormMode, TFormValues } from '../types';

/** What every field component receives from the engine (a controlled value and its error). */
export type TFieldProps<V = unknown> = {
  field: TFormField;
  /** The form value name (the property, or its `_confirm` twin). */
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  error?: string;
  required: boolean;
  disabled: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Every current value (options that depend on siblings, custom renderers). */
  values: TFormValues;
  mode: TFormMode;
  /** The record the form started from (labels of related items before their options load). */
  record: TFormValues;
  /** Sets another field's value (e.g. a CEP filling the address); validates it when it shows an error. */
  setFieldValue?: (name: string, value: unknown) => void;
};

/** helperText of a field: its error, else its hint. */
export const helperOf = (field: TFormField, error?: string): string | undefined => error ?? field.helperText;
