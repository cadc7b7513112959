/** Company (section 3): output, registration, create, update, list filters, sortable columns, form steps. */
import { z } from 'zod';
import { COMPANY_STATUSES, UF_CODES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  withPasswordConfirm,
  ZIdNameSchema,
  zCep,
  zCnpj,
  zEmail,
  zIdArray,
  zOptionalCnpj,
  zOptionalColor,
  zOptionalEmail,
  zOptionalImagePath,
  zOptionalPassword,
  zOptionalPhone,
  zOptionalString,
  zPassword,
  zPhone,
  zPosition,
  zRequiredId,
  zRequiredString,
  ZTimestampsSchema,
  zUf,
  whenFieldsParsed,
  maxLengthMessage,
  expectedUpdatedAtField,
} from './fields.ts';
import { ZExportQuerySchema } from '../api.ts';
import { listQueryWith, zQueryBoolean, zQueryEnum, zQueryIdList, zQueryText } from './list-query.ts';
import { ZOpeningHoursSchema, ZOpeningHoursValueSchema } from './opening-hours.ts';
import { ZLogValueSchema } from './company-log.ts';

export const ZCompanyStatusSchema = z.enum(COMPANY_STATUSES, {
  error: (issue) => (issue.input == null ? MESSAGES.validation.required : MESSAGES.validation.invalid),
});

/** 'new': a company never approved waits for its first decision; 'change': an approved company's proposed change. */
export const COMPANY_REVIEW_KINDS = ['new', 'change'] as const;

/** One field of a proposed change: the approved (published) value and the proposed one, with its pt-BR label. */
export const ZCompanyChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  before: ZLogValueSchema,
  after: ZLogValueSchema,
});
export type TCompanyChange = z.infer<typeof ZCompanyChangeSchema>;

/**
 * What the approval inbox needs of a company waiting for a decision: the kind and, for a change, who
 * proposed it, when, and the changed fields (before → after). null: nothing waits.
 */
export const ZCompanyReviewSchema = z.object({
  kind: z.enum(COMPANY_REVIEW_KINDS),
  requestedAt: z.string().nullable(),
  requestedByName: z.string().nullable(),
  changes: z.array(ZCompanyChangeSchema),
});
export type TCompanyReview = z.infer<typeof ZCompanyReviewSchema>;

/** What the API answers for a company. Never carries a password. */
export const ZCompanySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    logo: z.string().nullable(),
    cnpj: z.string().nullable(),
    razaoSocial: z.string().nullable(),
    phone: z.string().nullable(),
    whatsapp: z.string().nullable(),
    email: z.string().nullable(),
    isActive: z.boolean(),
    lines: z.array(ZIdNameSchema),
    cep: z.string(),
    addressPosition: zPosition().nullable(),
    logradouro: z.string(),
    numero: z.string(),
    complement: z.string().nullable(),
    neibor: z.string(),
    city: z.string(),
    uf: z.enum(UF_CODES),
    photo: z.string().nullable(),
    adminName: z.string().nullable(),
    adminEmail: z.string().nullable(),
    userAdminId: z.number().int().nullable(),
    isAssistence: z.boolean(),
    status: z.enum(COMPANY_STATUSES),
    /** The company's colour (section 3, 'User visual identity'): '#rrggbb' or null. */
    visualIdentityColor: z.string().nullable(),
    /** Opening hours, normalised; null: not informed. */
    openingHours: ZOpeningHoursValueSchema.nullable(),
    /** What waits for a decision (the back-office shows such a company as 'Pendente'); null: nothing. */
    review: ZCompanyReviewSchema.nullish(),
    /**
     * true: the values are the change the company's user proposed (their own form shows what they sent),
     * not the approved version the directory still shows.
     */
    isProposedChange: z.boolean().optional(),
  })
  .extend(ZTimestampsSchema.shape);
export type TCompany = z.infer<typeof ZCompanySchema>;

/**
 * The status the back-office shows: an approved company with a proposed change waits for a decision,
 * so it is 'Pendente' (list filter, dashboard count, chip), while the directory still shows it.
 */
export const displayedCompanyStatus = (company: Pick<TCompany, 'status' | 'review'>): TCompany['status'] =>
  company.review?.kind === 'change' ? 'pending' : company.status;

/** Fields required both at registration and on edit (section 5). */
const companyCore = {
  name: zRequiredString(),
  logo: zOptionalImagePath(),
  photo: zOptionalImagePath(),
  lines: zIdArray(),
  isAssistence: z.boolean(),
  cep: zCep(),
  logradouro: zRequiredString(),
  numero: zRequiredString(20),
  complement: zOptionalString(),
  neibor: zRequiredString(),
  city: zRequiredString(),
  uf: zUf(),
  /** Opening hours: null clears them, a missing key keeps them. Optional at registration too. */
  openingHours: ZOpeningHoursSchema.nullish(),
};

/** Company edit rules: cnpj, phone, whatsapp, email optional but validated and formatted when given. */
const companyEditFields = {
  ...companyCore,
  cnpj: zOptionalCnpj(),
  razaoSocial: zOptionalString(),
  phone: zOptionalPhone(),
  whatsapp: zOptionalPhone(),
  email: zOptionalEmail(),
  addressPosition: zPosition().nullish(),
  /** Admin-only fields: the API ignores them for other users. */
  isActive: z.boolean().optional(),
  status: ZCompanyStatusSchema.optional(),
  adminName: zOptionalString(),
  adminEmail: zOptionalEmail(),
  adminPassword: zOptionalPassword(),
  /**
   * Invite the administrator by e-mail (adminName, adminEmail) instead of a password chosen by staff: they
   * choose it through the invitation link. Only for a company without administrator; needs USER:CREATE.
   */
  adminInvite: z.boolean().optional(),
  /** '#rgb' / '#rrggbb' → '#rrggbb'; '' / null clears it. */
  visualIdentityColor: zOptionalColor(),
};

/** Self-registration (POST /login/registerCompany): everything of section 5's list is required. */
export const ZCompanyRegisterSchema = withPasswordConfirm(
  z.object({
    ...companyCore,
    cnpj: zCnpj(),
    razaoSocial: zRequiredString(),
    phone: zPhone(),
    whatsapp: zPhone(),
    email: zEmail(),
    addressPosition: zPosition(),
    adminName: zRequiredString(),
    adminEmail: zEmail(),
    adminPassword: zPassword(),
    /** Registration always creates an active company. */
    isActive: z.literal(true, { error: MESSAGES.validation.invalid }).default(true),
  }),
  'adminPassword',
  { emailField: 'adminEmail' },
);
export type TCompanyRegister = z.infer<typeof ZCompanyRegisterSchema>;
export type TCompanyRegisterInput = z.input<typeof ZCompanyRegisterSchema>;

/**
 * POST /login/registerCompany body: `{ company, website?, formToken }`.
 * - `website`: the honeypot, a hidden text input people never fill: must be '' or absent.
 * - `formToken`: what GET /login/registerCompany/form answered when the form opened; the server signed
 *   the time in it, so a form sent faster than the minimum fill time is known for a robot's.
 */
export const ZCompanyRegisterBodySchema = z.object({
  company: ZCompanyRegisterSchema,
  website: z.string().max(2000).nullish(),
  formToken: z.string({ error: MESSAGES.validation.required }).min(1, MESSAGES.validation.required).max(200, MESSAGES.validation.invalid),
});

/** GET /login/registerCompany/form: the signed form-open time to send back with the registration. */
export const ZRegistrationFormSchema = z.object({ formToken: z.string() });
export type TRegistrationForm = z.infer<typeof ZRegistrationFormSchema>;
export type TCompanyRegisterBody = z.infer<typeof ZCompanyRegisterBodySchema>;
export type TCompanyRegisterBodyInput = z.input<typeof ZCompanyRegisterBodySchema>;

/** The answer of POST /login/registerCompany: the success text (section 2) and the new status. */
export const ZCompanyRegisterResultSchema = z.object({ message: z.string(), status: z.literal('pending') });
export type TCompanyRegisterResult = z.infer<typeof ZCompanyRegisterResultSchema>;

const ADMIN_FIELDS = ['adminName', 'adminEmail', 'adminPassword'] as const;

const isGiven = (value: unknown) => value !== undefined && value !== null && value !== '';

/** An invitation names the person (name and e-mail) and carries no password: the invited person chooses it. */
const requireInviteFields = (
  data: { adminInvite?: boolean | undefined } & Partial<Record<(typeof ADMIN_FIELDS)[number], unknown>>,
  ctx: z.RefinementCtx,
): void => {
  if (data.adminInvite !== true) return;
  for (const field of ['adminName', 'adminEmail'] as const) {
    if (!isGiven(data[field])) ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.validation.required });
  }
  if (isGiven(data.adminPassword)) ctx.addIssue({ code: 'custom', path: ['adminPassword'], message: MESSAGES.invitations.passwordNotWithInvite });
};

/** The administrator fields are all-or-nothing outside registration: one given makes all required (an invitation: see requireInviteFields). */
const requireAdminTogether = (
  data: { adminInvite?: boolean | undefined } & Partial<Record<(typeof ADMIN_FIELDS)[number], unknown>>,
  ctx: z.RefinementCtx,
): void => {
  if (data.adminInvite === true) return requireInviteFields(data, ctx);
  const given = ADMIN_FIELDS.filter((f) => isGiven(data[f]));
  if (given.length === 0 || given.length === ADMIN_FIELDS.length) return;
  for (const field of ADMIN_FIELDS) {
    if (!given.includes(field)) ctx.addIssue({ code: 'custom', path: [field], message: MESSAGES.validation.required });
  }
};

/** POST /companys and POST /companys/companyUsers/companysByUser. */
export const ZCompanyCreateSchema = withPasswordConfirm(z.object({ ...companyEditFields, isActive: z.boolean().default(true) }), 'adminPassword', {
  emailField: 'adminEmail',
}).superRefine(requireAdminTogether, whenFieldsParsed(ADMIN_FIELDS));
export type TCompanyCreate = z.infer<typeof ZCompanyCreateSchema>;
export type TCompanyCreateInput = z.input<typeof ZCompanyCreateSchema>;

/** PUT /companys and PUT /companys/companyUsers/companysByUser/{id}: the edit rules plus the id. */
export const ZCompanyUpdateSchema = withPasswordConfirm(
  z.object({ id: z.number().int().positive(), ...expectedUpdatedAtField, ...companyEditFields }),
  'adminPassword',
  {
    emailField: 'adminEmail',
  },
).superRefine(requireInviteFields, whenFieldsParsed(ADMIN_FIELDS));
export type TCompanyUpdate = z.infer<typeof ZCompanyUpdateSchema>;
export type TCompanyUpdateInput = z.input<typeof ZCompanyUpdateSchema>;

export const COMPANY_SORTABLE_COLUMNS = [
  'id',
  'name',
  'razaoSocial',
  'cnpj',
  'email',
  'city',
  'uf',
  'status',
  'isActive',
  'isAssistence',
  'dtRegister',
  'dtUpdate',
] as const;
export type TCompanySortableColumn = (typeof COMPANY_SORTABLE_COLUMNS)[number];

/**
 * The list's filters (status, uf, city, lines, unknownCity: only companies whose city is not a municipality
 * of their state, to be fixed): also the filter of a bulk decision.
 */
export const COMPANY_FILTER_FIELDS = {
  status: zQueryEnum(COMPANY_STATUSES),
  uf: zQueryEnum(UF_CODES),
  city: zQueryText(),
  lines: zQueryIdList(),
  unknownCity: zQueryBoolean(),
};

/** GET /companys and GET /companys/companyUsers/companiesByUser. */
export const ZCompanyListQuerySchema = listQueryWith(COMPANY_SORTABLE_COLUMNS).extend(COMPANY_FILTER_FIELDS);
export type TCompanyListQuery = z.infer<typeof ZCompanyListQuerySchema>;

/** GET /companys/company/export: the filters without paging. */
export const ZCompanyExportQuerySchema = z
  .object({
    searchTerm: zQueryText(),
    ...COMPANY_FILTER_FIELDS,
    orderBy: zQueryEnum(COMPANY_SORTABLE_COLUMNS),
    orderDirection: zQueryEnum(['asc', 'desc']),
  })
  // title (file name) and columns (`key:Header,…`, the list's visible columns in screen order), like every list export
  .extend(ZExportQuerySchema.shape);
export type TCompanyExportQuery = z.infer<typeof ZCompanyExportQuerySchema>;

/** The longest rejection reason kept (log and e-mail). */
export const COMPANY_REJECTION_REASON_MAX = 1000;

/** POST /companys/company/approve | deactivate | reactivate: `{ id }`. */
export const ZCompanyWorkflowSchema = z.object({ id: zRequiredId(), ...expectedUpdatedAtField });
export type TCompanyWorkflow = z.infer<typeof ZCompanyWorkflowSchema>;

/** POST /companys/company/reject: `{ id, reason }`; the reason (required, as in the bulk rejection) is kept in the log and mailed. */
export const ZCompanyRejectSchema = ZCompanyWorkflowSchema.extend({
  reason: z
    .string({ error: MESSAGES.companyBulk.reasonRequired })
    .trim()
    .min(1, { error: MESSAGES.companyBulk.reasonRequired, abort: true })
    .max(COMPANY_REJECTION_REASON_MAX, maxLengthMessage(COMPANY_REJECTION_REASON_MAX)),
});
export type TCompanyReject = z.infer<typeof ZCompanyRejectSchema>;

/** The fields of each step of the company form: general data, address data, opening hours, administrator data. */
export const COMPANY_FORM_STEPS = [
  ['name', 'logo', 'photo', 'cnpj', 'razaoSocial', 'phone', 'whatsapp', 'email', 'lines', 'isAssistence', 'isActive', 'status'],
  ['cep', 'addressPosition', 'logradouro', 'numero', 'complement', 'neibor', 'city', 'uf'],
  ['openingHours'],
  ['adminName', 'adminEmail', 'adminPassword', 'adminPassword_confirm'],
] as const;
