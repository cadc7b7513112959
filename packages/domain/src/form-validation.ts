/** Runs a generic form field's validation names (section 5) with the shared validators and messages. */
import { MESSAGES } from './messages.ts';
import {
  isFieldRequired,
  isFieldShown,
  type TFieldMask,
  type TFieldValidation,
  type TFormContext,
  type TFormField,
  type TFormValues,
} from './form.ts';
import { isValidCardMonth, isValidCardNumber, isValidCardYear, isValidCvv } from './validators/card.ts';
import { isValidCep, maskCep } from './validators/cep.ts';
import { isValidCnpj, maskCnpj } from './validators/cnpj.ts';
import { isValidCpf, maskCpf } from './validators/cpf.ts';
import { isValidDate, isValidFutureDate, maskDate } from './validators/date.ts';
import { isValidDatetime, maskDatetime } from './validators/datetime.ts';
import { isValidEmail } from './validators/email.ts';
import { passwordError } from './validators/password.ts';
import { isValidPhone, maskPhone } from './validators/phone.ts';
import { isValidResetCode } from './validators/reset-code.ts';
import { isValidTime } from './validators/time.ts';

const V = MESSAGES.validation;

/** The mask function of each mask name (usable while typing). */
export const FIELD_MASK_FUNCTIONS: Record<TFieldMask, (value: string) => string> = {
  cpf: maskCpf,
  cnpj: maskCnpj,
  cep: maskCep,
  phone: maskPhone,
  date: maskDate,
  datetime: maskDatetime,
};

const ARRAY_TYPES = new Set(['manytomanyfk', 'array', 'gallery', 'permissions']);
const ZERO_IS_EMPTY_TYPES = new Set(['currency', 'integer', 'fk', 'options', 'manytoonefk', 'onetoonefk']);

/** Empty for the field's type: null / undefined / '' ; 0 for currency, integer, fk and options; [] for arrays. */
export const isEmptyValue = (field: Pick<TFormField, 'type'>, value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return true;
  if (ARRAY_TYPES.has(field.type)) return Array.isArray(value) && value.length === 0;
  return ZERO_IS_EMPTY_TYPES.has(field.type) && value === 0;
};

type TRule = (value: unknown) => string | null;
const check =
  (ok: (v: unknown) => boolean, message: string): TRule =>
  (v) =>
    ok(v) ? null : message;
const str = (fn: (v: string) => boolean) => (v: unknown) => typeof v === 'string' && fn(v);

/** The format rules; empty values never reach them (emptiness is the required rule's business). */
const FORMAT_RULES: Partial<Record<TFieldValidation, TRule>> = {
  email: check(str(isValidEmail), V.email),
  phone: check(str(isValidPhone), V.phone),
  cpf: check(str(isValidCpf), V.cpf),
  cnpj: check(str(isValidCnpj), V.cnpj),
  cep: check(str(isValidCep), V.cep),
  password: (v) => passwordError(typeof v === 'string' ? v : ''),
  card: check(str(isValidCardNumber), V.card),
  month: check((v) => isValidCardMonth(v as string | number), V.month),
  year: check((v) => isValidCardYear(v as string | number), V.year),
  cvv: check((v) => isValidCvv(v as string | number), V.cvv),
  time: check(
    str((v) => isValidTime(v)),
    V.time,
  ),
  date: check(str(isValidDate), V.date),
  futureDate: check(
    str((v) => isValidFutureDate(v)),
    V.date,
  ),
  datetime: check(str(isValidDatetime), V.date),
  resetCode: check(str(isValidResetCode), V.code),
  percentage: check((v) => Number.isFinite(Number(v)) && Number(v) >= 0 && Number(v) <= 100, V.invalid),
};

/**
 * The first message for a field's value, or null: required (array fields say
 * 'Adicione pelo menos um item'), then each listed format rule. Inactive or hidden fields pass.
 */
export const validateFormField = (field: TFormField, values: TFormValues, context?: TFormContext): string | null => {
  if (!isFieldShown(field, values, context)) return null;
  const value = values[field.property];
  if (isEmptyValue(field, value)) {
    if (!isFieldRequired(field, values, context)) return null;
    return ARRAY_TYPES.has(field.type) ? V.arrayMin : V.required;
  }
  for (const name of field.validations ?? []) {
    const message = FORMAT_RULES[name]?.(value) ?? null;
    if (message) return message;
  }
  return null;
};
