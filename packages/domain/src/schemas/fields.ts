/**
 * zod field builders shared by every entity schema. Conventions:
 * - required strings are trimmed; '' is 'Campo obrigatório';
 * - optional fields: '' and null → null ("clear it"), a missing key stays undefined ("not sent");
 * - documents (phone, CNPJ, CPF, CEP) accept input with or without mask and output the masked form.
 */
import '../zod-config.ts';
import { z } from 'zod';
import { DATE_MAX_YEAR, DATE_MIN_YEAR, EMAIL_MAX, MAX_ID_LIST, UF_CODES } from '../constants.ts';
import { formatMessage, MESSAGES } from '../messages.ts';
import { formatCep, isValidCep } from '../validators/cep.ts';
import { formatCnpj, isValidCnpj } from '../validators/cnpj.ts';
import { formatCpf, isValidCpf } from '../validators/cpf.ts';
import { isHexColor, normalizeHexColor } from '../validators/color.ts';
import { isValidEmail } from '../validators/email.ts';
import { isValidImagePath } from '../validators/image-path.ts';
import { isValidLink } from '../validators/link.ts';
import { passwordContainsEmail } from '../validators/common-password.ts';
import { passwordError } from '../validators/password.ts';
import { formatPhone, isValidPhone } from '../validators/phone.ts';

const V = MESSAGES.validation;
const DEFAULT_MAX = 255;

export const maxLengthMessage = (max: number): string => formatMessage(V.maxLength, { max });

/** '' and null → null; undefined stays undefined. */
const emptyToNull = <T>(value: T | '' | null | undefined): T | null | undefined =>
  value === undefined ? undefined : value === '' || value === null ? null : value;

/** Trimmed, non-empty string of at most `max` characters. */
export const zRequiredString = (max = DEFAULT_MAX) => z.string().trim().min(1, { error: V.required, abort: true }).max(max, maxLengthMessage(max));

/** Trimmed optional string: '' / null → null. */
export const zOptionalString = (max = DEFAULT_MAX) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(max))
    .nullish()
    .transform(emptyToNull<string>);

/** Required e-mail, trimmed and lower-cased, at most 255 characters. */
export const zEmail = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: V.required, abort: true })
    .max(EMAIL_MAX, { error: V.email, abort: true })
    .refine(isValidEmail, V.email);

/** Optional e-mail: '' / null → null; validated when given. */
export const zOptionalEmail = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: V.email, abort: true })
    .refine((v) => v === '' || isValidEmail(v), V.email)
    .nullish()
    .transform(emptyToNull<string>);

/** A required document: trimmed, validated, output through `format`. */
const zDocument = (isValid: (v: string) => boolean, format: (v: string) => string, message: string) =>
  z.string().trim().min(1, { error: V.required, abort: true }).refine(isValid, message).transform(format);

/** An optional document: '' / null → null; validated and formatted when given. */
const zOptionalDocument = (isValid: (v: string) => boolean, format: (v: string) => string, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isValid(v), message)
    .nullish()
    .transform((v) => emptyToNull(v === undefined || v === null || v === '' ? v : format(v)));

export const zPhone = () => zDocument(isValidPhone, formatPhone, V.phone);
export const zOptionalPhone = () => zOptionalDocument(isValidPhone, formatPhone, V.phone);
export const zCnpj = () => zDocument(isValidCnpj, formatCnpj, V.cnpj);
export const zOptionalCnpj = () => zOptionalDocument(isValidCnpj, formatCnpj, V.cnpj);
export const zCpf = () => zDocument(isValidCpf, formatCpf, V.cpf);
export const zOptionalCpf = () => zOptionalDocument(isValidCpf, formatCpf, V.cpf);
export const zCep = () => zDocument(isValidCep, formatCep, V.cep);
export const zOptionalCep = () => zOptionalDocument(isValidCep, formatCep, V.cep);

/** One of the 27 state codes. */
export const zUf = () => z.enum(UF_CODES, { error: (issue) => (issue.input == null || issue.input === '' ? V.required : V.uf) });

/**
 * New password: the password policy (`passwordError`): required, 'Mínimo 8 caracteres' under 8, at most 255, not a common password. The e-mail rule is a cross-field
 * check (`withPasswordConfirm(…, { emailField })`).
 */
export const zPassword = () =>
  z
    .string()
    .min(1, { error: V.required, abort: true })
    .superRefine((value, ctx) => {
      const message = passwordError(value);
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    });

/** Password on update: '' / null / missing → undefined (keep the current one); otherwise the policy of `zPassword`. */
export const zOptionalPassword = () =>
  z
    .string()
    .superRefine((value, ctx) => {
      const message = passwordError(value, { allowEmpty: true });
      if (message) ctx.addIssue({ code: 'custom', message, input: value });
    })
    .nullish()
    .transform((v) => (v ? v : undefined));

const zCoordinate = (limit: number) => z.number().refine(Number.isFinite, V.position).min(-limit, V.position).max(limit, V.position);

/** { latitude: -90..90, longitude: -180..180 } */
export const zPosition = () => z.object({ latitude: zCoordinate(90), longitude: zCoordinate(180) });
export type TPosition = z.infer<ReturnType<typeof zPosition>>;

/** A required foreign key: a positive integer; 0 is 'Campo obrigatório'. */
export const zRequiredId = () =>
  z
    .number()
    .int(V.invalid)
    .refine((n) => n !== 0, { error: V.required, abort: true })
    .positive(V.invalid);

/** An optional foreign key: 0 / '' / null → null. */
export const zOptionalId = () =>
  z
    .union([z.number().int(V.invalid).nonnegative(V.invalid), z.literal('')])
    .nullish()
    .transform((v) => (v === undefined ? undefined : v === '' || v === null || v === 0 ? null : v));

/** At least one id (at most MAX_ID_LIST); accepts ids or { id } objects, outputs unique ids. */
export const zIdArray = () =>
  z
    .array(z.union([z.number().int(V.invalid).positive(V.invalid), z.object({ id: z.number().int().positive() }).transform((o) => o.id)]))
    .min(1, V.arrayMin)
    .max(MAX_ID_LIST, formatMessage(V.arrayMax, { max: MAX_ID_LIST }))
    .transform((ids) => [...new Set(ids)]);

/** A stored image (upload name/path or http(s) URL), required. */
export const zImagePath = () => z.string().trim().min(1, { error: V.required, abort: true }).refine(isValidImagePath, V.invalid);

/** An optional stored image: '' / null → null. */
export const zOptionalImagePath = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isValidImagePath(v), V.invalid)
    .nullish()
    .transform(emptyToNull<string>);

/** A link: http(s) URL or site-relative path starting with '/'. */
export const zLink = () => z.string().trim().min(1, { error: V.required, abort: true }).max(2048).refine(isValidLink, V.url);

/** An optional link: '' / null → null. */
export const zOptionalLink = () =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((v) => v === '' || isValidLink(v), V.url)
    .nullish()
    .transform(emptyToNull<string>);

/** An optional colour: '#rgb' or '#rrggbb' → '#rrggbb' lower case; '' / null → null; missing → undefined. */
export const zOptionalColor = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isHexColor(v), V.invalid)
    .nullish()
    .transform((v) => emptyToNull(v === undefined || v === null || v === '' ? v : normalizeHexColor(v)));

/** A boolean that defaults when missing. */
export const zBooleanWithDefault = (defaultValue: boolean) => z.boolean().default(defaultValue);

/** ISO 8601 date-time string (UTC 'Z' or with offset). */
export const zIsoDatetime = () => z.iso.datetime({ offset: true, error: V.date });

/** The year as written in an ISO date-time ('1899-12-31T23:00:00-03:00' is 1899, whatever UTC says). */
const writtenYear = (value: string): number => Number(value.slice(0, 4));

/** An ISO date-time a person entered: its year between 1900 and 2099 (section 5), else 'Data inválida'. */
export const zIsoDatetimeInput = () =>
  zIsoDatetime().refine((value) => writtenYear(value) >= DATE_MIN_YEAR && writtenYear(value) <= DATE_MAX_YEAR, V.date);

/** An optional ISO date-time input (1900–2099): '' / null → null. */
export const zOptionalIsoDatetime = () =>
  z
    .union([zIsoDatetimeInput(), z.literal('')])
    .nullish()
    .transform(emptyToNull<string>);

/** { id, name } as many-to-many items and options are answered. */
export const ZIdNameSchema = z.object({ id: z.number().int(), name: z.string() });
export type TIdName = z.infer<typeof ZIdNameSchema>;

/**
 * The record's `dtUpdate` as the client read it: an update (and a workflow action) carrying it is refused
 * with 409 STALE_RECORD when the record changed since. Optional on the wire (API clients that leave it out
 * write last-wins); the back-office always sends it.
 */
export const zExpectedUpdatedAt = () => zIsoDatetime().optional();
export const expectedUpdatedAtField = { expectedUpdatedAt: zExpectedUpdatedAt() };

/** dtRegister / dtUpdate of every entity output. */
export const ZTimestampsSchema = z.object({ dtRegister: zIsoDatetime(), dtUpdate: zIsoDatetime() });

/** True for a plain object value (what a cross-field refinement may read fields of). */
const isObjectValue = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `when` of a cross-field refinement: it runs even when other fields failed (forms show every error
 * at once), but never on a missing or non-object value (that stays one normal issue, 'Campo obrigatório'
 * at the object's path) nor when one of `fields` failed (its own message is enough).
 */
export const whenFieldsParsed = (fields: readonly PropertyKey[]) => ({
  when: (payload: z.core.ParsePayload): boolean =>
    isObjectValue(payload.value) && payload.issues.every((issue) => !fields.includes(issue.path?.[0] as PropertyKey)),
});

type TConfirmOptions = {
  /** Message at the confirm path (default 'Senhas devem ser iguais'). */
  message?: string;
  /** When true the confirm field may be omitted; when given it must match. */
  optional?: boolean;
  /** The e-mail field of the same object: the password may not contain it (message at the password). */
  emailField?: string;
};

/**
 * The cross-field e-mail rule of the password policy as a refinement: `password` may not contain
 * `email` (nor its local part). Runs only when both fields parsed; an empty password passes (update).
 */
export const passwordEmailRefinement = (
  field: string,
  emailField: string,
): [(data: unknown) => boolean, { error: string; path: PropertyKey[]; when: (payload: z.core.ParsePayload) => boolean }] => [
  (data: unknown): boolean => {
    const values = data as Record<string, unknown>;
    const password = values[field];
    const email = values[emailField];
    if (typeof password !== 'string' || password === '' || typeof email !== 'string' || email === '') return true;
    return !passwordContainsEmail(password, email);
  },
  { error: V.passwordContainsEmail, path: [field], ...whenFieldsParsed([field, emailField]) },
];

/**
 * Adds `<field>_confirm` and checks it equals `<field>` whenever `<field>` is not empty; with
 * `emailField`, also the password policy's e-mail rule (the password may not contain that e-mail).
 * The check runs even when other fields fail, so forms show every error at once; a missing
 * (undefined / null) object is a normal issue ('Campo obrigatório'), never a thrown error.
 * The result keeps the object's type (`z.infer` lists every field).
 */
export const withPasswordConfirm = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig, F extends keyof Shape & string>(
  schema: z.ZodObject<Shape, Config>,
  field: F,
  options: TConfirmOptions = {},
) => {
  const confirm = `${field}_confirm` as const;
  const extended = schema.extend({ [confirm]: z.string().nullish() } as {
    [K in `${F}_confirm`]: z.ZodOptional<z.ZodNullable<z.ZodString>>;
  });
  const confirmed = extended.refine(
    (data) => {
      const values = data as Record<string, unknown>;
      const password = values[field];
      const confirmation = values[confirm];
      if (password === undefined || password === null || password === '') return true;
      if (options.optional && (confirmation === undefined || confirmation === null)) return true;
      return password === confirmation;
    },
    { error: options.message ?? V.passwordsMustMatch, path: [confirm], ...whenFieldsParsed([field]) },
  );
  return options.emailField ? confirmed.refine(...passwordEmailRefinement(field, options.emailField)) : confirmed;
};
