import { COMPANY_STATUSES, IMAGE_SIZES, openingHoursText, type TFormValues } from '@rede/domain';
import { MESSAGES } from '@rede/domain/messages';
import type { TAddressFocus } from '@/components/address/address-focus';
import { addressFields, UF_OPTIONS } from '@/components/address/address-fields';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFieldRenderProps, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import type { TCompanyRecord } from '../api/types';
import { getLineOptions } from '../api/get-line-options';
import { ColorField } from './color-field';
import { ExistsField } from '@/components/form/fields/exists-field';
import { StatusChip } from './status-chip';
import { openingHoursFormField } from '@/components/opening-hours/opening-hours-form-field';

/** admin: the administrators' form (status, situation, administrator data); owner: a company user's own record. */
export type TCompanyFormVariant = 'admin' | 'owner';

export const companySteps = (t: TTranslate, variant: TCompanyFormVariant): string[] => [
  t('companies.steps.general'),
  t('companies.steps.address'),
  t('companies.steps.hours'),
  ...(variant === 'admin' ? [t('companies.steps.admin')] : []),
];

export const STATUS_OPTIONS = COMPANY_STATUSES.map((status) => ({ value: status, label: MESSAGES.companyStatus[status] }));
const ACTIVE_LABELS = { true: MESSAGES.active.true, false: MESSAGES.active.false };
const YES_NO_LABELS = { true: MESSAGES.yesNo.true, false: MESSAGES.yesNo.false };

type TCompanyFieldsOptions = {
  variant: TCompanyFormVariant;
  /** The CEP field tells the map where the address is. */
  focus: TAddressFocus;
  /** The company being edited (its own cnpj is not 'in use'). */
  companyId?: number | null;
  /** Its administrator user (its own e-mail is not 'in use'). */
  adminUserId?: number | null;
  /**
   * May the user change that administrator's account (USER:UPDATE, as the API requires)? When not, an
   * existing administrator's name, e-mail and password are shown read-only.
   */
  canChangeAdminAccount?: boolean;
  /**
   * May the user give a company without administrator its login account (USER:CREATE, as the API
   * requires)? With it: 'Convidar por e-mail' (the person chooses the password); a password from staff
   * only when creating the company. Without it, the administrator's name and e-mail stay on the company.
   */
  canCreateAdminAccount?: boolean;
  loadLines?: () => Promise<{ value: number; label: string }[]>;
};

/**
 * The steps of the company form (section 2 and 3): general data, address data (CEP fills the address, the
 * map picker sets addressPosition), opening hours and administrator data (administrators only).
 */
export const companyFormFields = (t: TTranslate, options: TCompanyFieldsOptions): TFormField[] => {
  const { variant, focus, companyId, adminUserId, canChangeAdminAccount, canCreateAdminAccount, loadLines = getLineOptions } = options;
  const isAdmin = variant === 'admin';
  const general: TFormField[] = [
    { property: 'name', type: 'string', label: t('companies.fields.name'), required: true, maxLength: 255 },
    { property: 'razaoSocial', type: 'string', label: t('companies.fields.razaoSocial'), maxLength: 255 },
    {
      property: 'cnpj',
      type: 'string',
      mask: 'cnpj',
      label: t('companies.fields.cnpj'),
      validations: ['cnpj'],
      render: (props: TFieldRenderProps) => <ExistsField {...props} kind="cnpj" title={t('companies.fields.cnpj')} ignoreId={companyId ?? null} />,
    },
    { property: 'email', type: 'string', inputType: 'email', label: t('companies.fields.email'), validations: ['email'], maxLength: 255 },
    { property: 'phone', type: 'string', mask: 'phone', label: t('companies.fields.phone'), validations: ['phone'] },
    { property: 'whatsapp', type: 'string', mask: 'phone', label: t('companies.fields.whatsapp'), validations: ['phone'] },
    { property: 'lines', type: 'manytomanyfk', label: t('companies.fields.lines'), required: true, loadOptions: loadLines },
    {
      property: 'isAssistence',
      type: 'boolean',
      label: t('companies.fields.isAssistence'),
      booleanLabels: YES_NO_LABELS,
      defaultValue: false,
      required: true,
    },
    ...(isAdmin
      ? ([
          { property: 'isActive', type: 'boolean', label: t('companies.fields.isActive'), booleanLabels: ACTIVE_LABELS, defaultValue: true },
          { property: 'status', type: 'options', label: t('companies.fields.status'), options: STATUS_OPTIONS, defaultValue: 'pending' },
        ] satisfies TFormField[])
      : []),
    { property: 'logo', type: 'photo', label: t('companies.fields.logo'), imageSize: IMAGE_SIZES.logo, width: 6 },
    { property: 'photo', type: 'photo', label: t('companies.fields.photo'), width: 6 },
    {
      property: 'visualIdentityColor',
      type: 'string',
      label: t('companies.fields.visualIdentityColor'),
      helperText: t('companies.hints.color'),
      display: 'color',
      render: (props: TFieldRenderProps) => <ColorField {...props} />,
    },
  ].map((field) => ({ ...field, step: 0 }) as TFormField);

  const address: TFormField[] = addressFields({
    label: (property) => t(`companies.fields.${property}`),
    focus,
    cepValidations: ['cep'],
  }).map((field) => ({ ...field, step: 1 }));

  const isAdminAccountLocked = Boolean(adminUserId) && canChangeAdminAccount === false;
  const lock = isAdminAccountLocked ? { disabled: true, helperText: t('companies.hints.adminAccountLocked') } : {};
  const hasAdmin = Boolean(adminUserId);
  // A company without administrator gets its login account by invitation (the person chooses the password);
  // a password chosen by staff only when the company is created (the API refuses it on an edit).
  const mayInvite = !hasAdmin && canCreateAdminAccount === true;
  const isInvited = (values: TFormValues) => values.adminInvite === true;
  const password: TFormField | null = hasAdmin
    ? {
        property: 'adminPassword',
        type: 'string',
        inputType: 'password',
        label: t('companies.fields.adminPassword'),
        confirmLabel: t('companies.fields.adminPasswordConfirm'),
        validations: ['password'],
        strengthBar: true,
        helperText: t('companies.hints.adminOnEdit'),
        ...lock,
      }
    : mayInvite && !companyId
      ? {
          property: 'adminPassword',
          type: 'string',
          inputType: 'password',
          label: t('companies.fields.adminPassword'),
          confirmLabel: t('companies.fields.adminPasswordConfirm'),
          validations: ['password'],
          strengthBar: true,
          showIf: (values: TFormValues) => !isInvited(values),
        }
      : null;
  // without USER:CREATE a new company's administrator fields would ask for a password the API refuses: not shown
  const withoutAccount = !hasAdmin && !mayInvite ? { dontCreate: true, helperText: t('companies.hints.adminWithoutAccount') } : {};
  const admin: TFormField[] = isAdmin
    ? [
        ...(mayInvite
          ? [
              {
                property: 'adminInvite',
                type: 'boolean',
                label: t('companies.fields.adminInvite'),
                helperText: t('companies.hints.adminInvite'),
                booleanLabels: { true: t('companies.fields.adminInviteYes'), false: t('companies.fields.adminInviteNo') },
                defaultValue: false,
                width: 12,
              } satisfies TFormField,
            ]
          : []),
        {
          property: 'adminName',
          type: 'string',
          label: t('companies.fields.adminName'),
          maxLength: 255,
          helperText: t('companies.hints.adminStep'),
          ...withoutAccount,
          ...lock,
        },
        {
          property: 'adminEmail',
          type: 'string',
          inputType: 'email',
          label: t('companies.fields.adminEmail'),
          validations: ['email'],
          maxLength: 255,
          render: (props: TFieldRenderProps) => <ExistsField {...props} kind="email" title={t('common.email')} ignoreId={adminUserId ?? null} />,
          ...withoutAccount,
          ...lock,
        },
        ...(password ? [password] : []),
      ].map((field) => ({ ...field, step: 3 }) as TFormField)
    : [];

  // a company user changing only the hours keeps the company's status
  const hours = openingHoursFormField(t, {
    step: 2,
    label: t('companies.fields.openingHours'),
    ...(isAdmin ? {} : { helperText: t('openingHours.ownerHint') }),
  });

  return [...general, ...address, hours, ...admin];
};

/** The details panel: the form's fields plus the dates. */
export const companyDetailFields = (t: TTranslate, focus: TAddressFocus, variant: TCompanyFormVariant = 'admin'): TFormField[] => [
  ...companyFormFields(t, { variant, focus }).map((field) =>
    field.property === 'status'
      ? {
          ...field,
          renderValue: (record: TFormValues) => (
            <StatusChip
              status={record.status as TCompanyRecord['status']}
              isActive={record.isActive !== false}
              review={record.review as TCompanyRecord['review']}
            />
          ),
        }
      : field,
  ),
  { property: 'dtRegister', type: 'datetime', label: t('companies.fields.dtRegister'), step: 0 },
  { property: 'dtUpdate', type: 'datetime', label: t('companies.fields.dtUpdate'), step: 0 },
];

const linesText = (company: TCompanyRecord) => company.lines.map((line) => line.name).join(', ');

/**
 * List columns (section 3: name, city, uf, status, lines) with the filters status, uf, city, lines, plus
 * Ativo/Inativo and, hidden until shown from the columns menu, the rest of the summary row (id, cnpj, e-mail,
 * contato). The export writes the visible ones in screen order (GET /companys/company/export?columns=…).
 */
export const companyColumns = (t: TTranslate, lineOptions: readonly { value: string; label: string }[]): TDataTableColumn<TCompanyRecord>[] => [
  { key: 'id', label: t('companies.fields.id'), hiddenByDefault: true, align: 'right' },
  { key: 'name', label: t('companies.fields.name'), minWidth: 180 },
  { key: 'cnpj', label: t('companies.fields.cnpj'), hiddenByDefault: true, minWidth: 170 },
  { key: 'city', label: t('companies.fields.city'), filter: { type: 'text' }, minWidth: 140 },
  { key: 'uf', label: t('companies.fields.uf'), filter: { type: 'options', options: UF_OPTIONS } },
  {
    key: 'status',
    label: t('companies.fields.status'),
    filter: { type: 'options', options: STATUS_OPTIONS },
    // the situation has its own column (Ativo/Inativo): the chip says only the approval
    render: (company) => <StatusChip status={company.status} review={company.review} />,
  },
  {
    key: 'lines',
    label: t('companies.fields.lines'),
    sortable: false,
    filter: { type: 'options', options: lineOptions, multiple: true },
    render: linesText,
    minWidth: 160,
  },
  { key: 'email', label: t('companies.fields.email'), hiddenByDefault: true },
  {
    key: 'phone',
    label: t('companies.fields.contact'),
    hiddenByDefault: true,
    sortable: false,
    render: (company) => company.phone ?? company.whatsapp ?? '—',
    minWidth: 150,
  },
  {
    key: 'isActive',
    label: t('companies.fields.activeColumn'),
    render: (company) => MESSAGES.active[company.isActive ? 'true' : 'false'],
  },
  // opening hours: hidden until shown from the columns menu; exported as 'Horário de funcionamento'
  {
    key: 'openingHours',
    label: t('companies.fields.openingHours'),
    hiddenByDefault: true,
    sortable: false,
    render: (company) => openingHoursText(company.openingHours) || '—',
    minWidth: 240,
  },
];
