import type { ReactNode } from 'react';
import type { TFormField as TDomainFormField, TFormFieldOption, TFormMode, TFormValues } from '@rede/domain';

/**
 * Form field definitions: the domain's generic definition of section 3 (`TFormField` of
 * @rede/domain: property, type, validations, showIf, showIfAdmin, dontCreate, dontUpdate,
 * subProperties, dontCreateFormField, step, mask, options, required) plus what a screen needs to
 * render it (label, hints, loaded options, custom renderers).
 */
export type { TFieldMask as TMaskName, TFormFieldType as TFieldType, TFormMode, TFormValues } from '@rede/domain';

export type TFieldOption = TFormFieldOption & { disabled?: boolean };

/** What a custom renderer (permissions matrix, map picker, any `render`) receives. */
export type TFieldRenderProps = {
  field: TFormField;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  error?: string;
  values: TFormValues;
  mode: TFormMode;
  disabled: boolean;
  /** Sets another field's value (e.g. a CEP filling the address); validates it when it shows an error. */
  setFieldValue?: (name: string, value: unknown) => void;
};

export type TFormField = Omit<TDomainFormField, 'label' | 'options'> & {
  label: string;
  /** Static choices (options, fk, manytomanyfk, permissions). */
  options?: readonly TFieldOption[];
  /** Loaded choices (fk, manytoonefk, onetoonefk, manytomanyfk, options). */
  loadOptions?: (values: TFormValues) => Promise<TFieldOption[]>;
  /** fk: choices searched on the server with what the user types (instead of `loadOptions`). */
  searchOptions?: (values: TFormValues, searchTerm: string) => Promise<TFieldOption[]>;
  /** Sibling properties the loaded choices depend on (reloaded when they change). */
  optionsDependOn?: readonly string[];
  /** Anything else the loaded choices depend on (e.g. the record being edited): part of their cache key. */
  optionsKey?: readonly unknown[];
  /** string: the input type; 'password' adds the `<property>_confirm` twin. */
  inputType?: 'text' | 'email' | 'password' | 'url' | 'tel';
  /** password: no `_confirm` twin (a login-like field). */
  noConfirm?: boolean;
  /** Label of the `_confirm` twin (default 'Confirmar senha'). */
  confirmLabel?: string;
  /** password: the strength bar (Ruim … Forte) under the input. */
  strengthBar?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  placeholder?: string;
  /** The HTML autocomplete token ('organization', 'tel', 'email', 'address-line1', 'name'…): the browser fills it. */
  autoComplete?: string;
  helperText?: string;
  /** boolean: labels of the two states (default Sim / Não). */
  booleanLabels?: { true: string; false: string };
  /** photo / gallery: suggested size shown as a hint (section 9). */
  imageSize?: { width: number; height: number };
  /** photo / gallery: largest accepted file in bytes (default: the API's limit). */
  maxFileBytes?: number;
  /** gallery: most images kept. */
  maxFiles?: number;
  /** Value when creating. */
  defaultValue?: unknown;
  disabled?: boolean;
  /** Grid columns out of 12 from md up (default 12 for multiline/array/photo/gallery/permissions/position, else 6). */
  width?: number;
  /** Custom renderer; also the slot of 'permissions' (the matrix) and of 'position' (the map picker). */
  render?: (props: TFieldRenderProps) => ReactNode;
  /** Details panel: how to show the value (default: by type). */
  renderValue?: (record: TFormValues) => ReactNode;
  /** Details panel: a string shown as what it holds (a #rrggbb colour as a swatch, HTML sanitised) rather than as text. */
  display?: 'color' | 'html';
  /**
   * A value the field types do not cover (e.g. the opening hours object): how a record's value becomes the
   * form's (default: by type) and how the form's goes into the payload (default: by type).
   */
  toFormValue?: (raw: unknown) => unknown;
  toPayloadValue?: (value: unknown) => unknown;
};
