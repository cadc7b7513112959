/**
 * The generic form field definition of section 3 (types only) and the pure rules around it:
 * showIf, requiredIfShown, dontCreate / dontUpdate, showIfAdmin, steps, the form's mode.
 */
export const FORM_FIELD_TYPES = [
  'string',
  'photo',
  'boolean',
  'currency',
  'date',
  'datetime',
  'fk',
  'integer',
  'manytomanyfk',
  'options',
  'array',
  'gallery',
  'permissions',
  'manytoonefk',
  'position',
  'onetoonefk',
] as const;
export type TFormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Validation names a field may list (section 5); crm, token and percentage are known names only. */
export const FIELD_VALIDATIONS = [
  'required',
  'requiredIfShown',
  'email',
  'phone',
  'cpf',
  'cnpj',
  'cep',
  'password',
  'card',
  'month',
  'year',
  'cvv',
  'time',
  'date',
  'futureDate',
  'datetime',
  'resetCode',
  'crm',
  'token',
  'percentage',
] as const;
export type TFieldValidation = (typeof FIELD_VALIDATIONS)[number];

/** Input masks of section 5. */
export const FIELD_MASKS = ['cpf', 'cnpj', 'cep', 'phone', 'date', 'datetime'] as const;
export type TFieldMask = (typeof FIELD_MASKS)[number];

export type TFormValues = Record<string, unknown>;

/**
 * When a field is shown: every listed sibling property must hold one of its listed values
 * (`{ type: ['company'] }`), or a predicate over the form values.
 */
export type TShowIf = Readonly<Record<string, readonly unknown[]>> | ((values: TFormValues) => boolean);

export type TFormFieldOption = { value: string | number | boolean; label: string };

export type TFormField = {
  property: string;
  type: TFormFieldType;
  label?: string;
  /** 0-based step of multi-step forms. */
  step?: number;
  mask?: TFieldMask;
  options?: readonly TFormFieldOption[];
  required?: boolean;
  validations?: readonly TFieldValidation[];
  showIf?: TShowIf;
  /** Shown (and validated) for admins only. */
  showIfAdmin?: boolean;
  /** Ignored when creating. */
  dontCreate?: boolean;
  /** Ignored when updating. */
  dontUpdate?: boolean;
  /** Fields of a nested object (position, onetoonefk). */
  subProperties?: readonly TFormField[];
  /** Saved but without a visible input (e.g. isSent). */
  dontCreateFormField?: boolean;
};

export type TFormMode = 'create' | 'update';
export type TFormContext = { mode: TFormMode; isAdmin: boolean };

/** Create mode when there is no id, edit mode when an id exists (section 4). */
export const formModeOf = (values: TFormValues): TFormMode =>
  values.id === undefined || values.id === null || values.id === '' || values.id === 0 ? 'create' : 'update';

/** Whether the field's showIf condition passes (true when it has none). */
export const isShowIfMet = (field: Pick<TFormField, 'showIf'>, values: TFormValues): boolean => {
  const { showIf } = field;
  if (!showIf) return true;
  if (typeof showIf === 'function') return showIf(values);
  return Object.entries(showIf).every(([property, accepted]) => accepted.includes(values[property]));
};

/** Whether the field takes part in this form at all: dontCreate / dontUpdate / showIfAdmin. */
export const isFieldActive = (field: TFormField, context: TFormContext): boolean => {
  if (field.dontCreate && context.mode === 'create') return false;
  if (field.dontUpdate && context.mode === 'update') return false;
  return !(field.showIfAdmin && !context.isAdmin);
};

/** Active and its showIf passes. */
export const isFieldShown = (field: TFormField, values: TFormValues, context?: TFormContext): boolean =>
  (!context || isFieldActive(field, context)) && isShowIfMet(field, values);

/**
 * Whether the field must be filled: `required` / 'required' always (when shown); 'requiredIfShown'
 * only while its showIf passes. Inactive or hidden fields are never required.
 */
export const isFieldRequired = (field: TFormField, values: TFormValues, context?: TFormContext): boolean => {
  if (!isFieldShown(field, values, context)) return false;
  const validations = field.validations ?? [];
  return Boolean(field.required) || validations.includes('required') || validations.includes('requiredIfShown');
};

/** Index of the first step holding one of the fields in error (-1 when none): where 'Next' jumps to. */
export const firstStepWithError = (errorFields: Iterable<string>, steps: readonly (readonly string[])[]): number => {
  const roots = new Set([...errorFields].map((f) => f.split('.')[0]));
  return steps.findIndex((step) => step.some((f) => roots.has(f)));
};
