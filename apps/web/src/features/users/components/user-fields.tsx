import Chip from '@mui/material/Chip';
import { MESSAGES, USER_TYPES, type TUser, type UserType } from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFieldOption, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import { searchCompanies } from '@/components/form/api/search-companies';
import { getRoleOptions } from '../api/get-role-options';

/** User form steps (the domain's USER_FORM_STEPS): user data, access data. */
export const userFormSteps = (t: TTranslate): string[] => [t('users.steps.userData'), t('users.steps.accessData')];

/** The type choices: the admin option only for administrators (section 3). */
export const userTypeOptions = (isAdministrator: boolean): TFieldOption[] =>
  USER_TYPES.filter((type) => isAdministrator || type !== 'admin').map((type) => ({ value: type, label: MESSAGES.userType[type] }));

type TUserFieldsOptions = {
  /** The logged user is an administrator (isAdmin): admin option of type, company and isAdmin. */
  isAdministrator: boolean;
  /** Administrators and back-office staff (admin-type users) choose the user's company; company users save into their own. */
  canChooseCompany?: boolean;
  /** The logged user edits themselves: no password here (Segurança), access fields locked. */
  isSelf?: boolean;
  mode?: 'create' | 'update';
};

/**
 * The user form (section 3): step 1 name, type, company (administrators and staff), role (choices
 * follow the type and the company), isActive, isAdmin (administrators only), canDeleteItself;
 * step 2 e-mail and password with its confirmation (required on create, optional on edit).
 */
export const userFormFields = (
  t: TTranslate,
  { isAdministrator, canChooseCompany = isAdministrator, isSelf = false, mode = 'create' }: TUserFieldsOptions,
): TFormField[] => [
  { property: 'name', type: 'string', label: t('users.fields.name'), required: true, step: 0 },
  {
    property: 'type',
    type: 'options',
    label: t('users.fields.type'),
    required: true,
    step: 0,
    options: userTypeOptions(isAdministrator),
    defaultValue: isAdministrator ? undefined : ('company' satisfies UserType),
    disabled: isSelf,
  },
  ...(canChooseCompany
    ? [
        {
          property: 'companyId',
          type: 'fk',
          label: t('users.fields.company'),
          step: 0,
          // searched on the server: a network has thousands of companies
          searchOptions: (_values, searchTerm) => searchCompanies(searchTerm),
        } satisfies TFormField,
      ]
    : []),
  {
    property: 'roleId',
    type: 'fk',
    label: t('users.fields.role'),
    step: 0,
    optionsDependOn: ['type', 'companyId'],
    searchOptions: (values, searchTerm) => getRoleOptions(values.type, canChooseCompany ? values.companyId : undefined, searchTerm),
    helperText: t('users.hints.noRole'),
    disabled: isSelf,
  },
  {
    property: 'isActive',
    type: 'boolean',
    label: t('users.fields.isActive'),
    step: 0,
    booleanLabels: MESSAGES.active,
    defaultValue: true,
    disabled: isSelf,
  },
  {
    property: 'isAdmin',
    type: 'boolean',
    label: t('users.fields.isAdmin'),
    step: 0,
    showIfAdmin: true,
    booleanLabels: MESSAGES.yesNo,
    defaultValue: false,
    disabled: isSelf,
  },
  {
    property: 'canDeleteItself',
    type: 'boolean',
    label: t('users.fields.canDeleteItself'),
    step: 0,
    booleanLabels: MESSAGES.yesNo,
    defaultValue: true,
  },
  { property: 'email', type: 'string', inputType: 'email', label: t('users.fields.email'), required: true, validations: ['email'], step: 1 },
  ...(isSelf
    ? []
    : [
        {
          property: 'password',
          type: 'string',
          inputType: 'password',
          label: t('users.fields.password'),
          confirmLabel: t('users.fields.passwordConfirm'),
          required: true,
          strengthBar: true,
          step: 1,
          ...(mode === 'update' ? { helperText: t('users.hints.passwordOnEdit') } : {}),
        } satisfies TFormField,
      ]),
];

/** The details panel: the form's fields (no password) plus the dates. */
export const userDetailFields = (t: TTranslate, isAdministrator: boolean): TFormField[] => [
  ...userFormFields(t, { isAdministrator }).filter((field) => field.property !== 'password'),
  { property: 'dtRegister', type: 'datetime', label: t('users.fields.dtRegister'), step: 0 },
  { property: 'dtUpdate', type: 'datetime', label: t('users.fields.dtUpdate'), step: 0 },
];

const NONE = '—';

const typeFilterOptions = USER_TYPES.map((type) => ({ value: type, label: MESSAGES.userType[type] }));
const activeFilterOptions = [
  { value: 'true', label: MESSAGES.active.true },
  { value: 'false', label: MESSAGES.active.false },
];

/** List columns: name, e-mail, type, role, company, active (Ativo/Inativo); filters type and isActive. */
export const userColumns = (t: TTranslate): TDataTableColumn<TUser>[] => [
  { key: 'name', label: t('users.fields.name'), minWidth: 160 },
  { key: 'email', label: t('users.fields.email'), minWidth: 180 },
  {
    key: 'type',
    label: t('users.fields.type'),
    render: (user) => MESSAGES.userType[user.type],
    filter: { type: 'options', options: typeFilterOptions },
  },
  { key: 'role', label: t('users.fields.role'), sortable: false, render: (user) => user.role?.name ?? NONE },
  { key: 'company', label: t('users.fields.company'), sortable: false, render: (user) => user.company?.name ?? NONE },
  {
    key: 'isActive',
    label: t('users.fields.isActive'),
    render: (user) => (
      <Chip size="small" variant="outlined" color={user.isActive ? 'success' : 'default'} label={MESSAGES.active[`${user.isActive}`]} />
    ),
    filter: { type: 'options', options: activeFilterOptions },
  },
];
