import {
  ALL_PERMISSION_KEYS,
  MESSAGES,
  PERMISSION_ACTION_LABELS,
  PERMISSION_FEATURE_LABELS,
  USER_TYPES,
  type PermissionAction,
  type PermissionFeature,
  type TRole,
  type UserType,
} from '@rede/domain';
import type { TDataTableColumn } from '@/components/data-table/types';
import type { TFieldOption, TFormField } from '@/components/form/types';
import type { TTranslate } from '@/lib/i18n';
import { searchCompanies } from '@/components/form/api/search-companies';
import { PermissionMatrix } from './permission-matrix';

const NONE = '—';

/** Role form steps (the domain's ROLE_FORM_STEPS): profile name, accesses. */
export const roleFormSteps = (t: TTranslate): string[] => [t('roles.steps.name'), t('roles.steps.accesses')];

/** The type choices: the admin option only for administrators. */
export const roleTypeOptions = (isAdministrator: boolean): TFieldOption[] =>
  USER_TYPES.filter((type) => isAdministrator || type !== 'admin').map((type) => ({ value: type, label: MESSAGES.userType[type] }));

/** 'Empresas: Visualizar' for 'COMPANY:LIST' (the details panel lists the keys by these labels). */
export const PERMISSION_OPTIONS: TFieldOption[] = ALL_PERMISSION_KEYS.map((key) => {
  const [feature, action] = key.split(':') as [PermissionFeature, PermissionAction];
  return { value: key, label: `${PERMISSION_FEATURE_LABELS[feature]}: ${PERMISSION_ACTION_LABELS[action]}` };
});

/**
 * The role form: step 1 name, type, company (administrators only); step 2 the permission matrix
 * in the engine's `permissions` slot.
 */
/** `canChooseCompany`: administrators and back-office staff (admin-type users) choose the role's company. */
export const roleFormFields = (
  t: TTranslate,
  { isAdministrator, canChooseCompany = isAdministrator }: { isAdministrator: boolean; canChooseCompany?: boolean },
): TFormField[] => [
  { property: 'name', type: 'string', label: t('roles.fields.name'), required: true, step: 0 },
  {
    property: 'type',
    type: 'options',
    label: t('roles.fields.type'),
    required: true,
    step: 0,
    options: roleTypeOptions(isAdministrator),
    defaultValue: isAdministrator ? undefined : ('company' satisfies UserType),
  },
  // an administrator-type profile belongs to the back office, never to a company: the field (and its value) goes
  ...(canChooseCompany
    ? [
        {
          property: 'companyId',
          type: 'fk',
          label: t('roles.fields.company'),
          helperText: t('roles.hints.company'),
          step: 0,
          searchOptions: (_values, searchTerm) => searchCompanies(searchTerm),
          showIf: (values) => values.type === ('company' satisfies UserType),
        } satisfies TFormField,
      ]
    : []),
  {
    property: 'permissions',
    type: 'permissions',
    label: t('roles.fields.permissions'),
    step: 1,
    options: PERMISSION_OPTIONS,
    render: (props) => <PermissionMatrix {...props} />,
  },
];

/** The details panel: the form's fields plus the dates. */
export const roleDetailFields = (t: TTranslate, isAdministrator: boolean): TFormField[] => [
  ...roleFormFields(t, { isAdministrator }),
  { property: 'dtRegister', type: 'datetime', label: t('roles.fields.dtRegister'), step: 0 },
  { property: 'dtUpdate', type: 'datetime', label: t('roles.fields.dtUpdate'), step: 0 },
];

const typeFilterOptions = USER_TYPES.map((type) => ({ value: type, label: MESSAGES.userType[type] }));

/** List columns: name, type, company; filter type. */
export const roleColumns = (t: TTranslate): TDataTableColumn<TRole>[] => [
  { key: 'name', label: t('roles.fields.name'), minWidth: 160 },
  {
    key: 'type',
    label: t('roles.fields.type'),
    render: (role) => MESSAGES.userType[role.type],
    filter: { type: 'options', options: typeFilterOptions },
  },
  { key: 'company', label: t('roles.fields.company'), sortable: false, render: (role) => role.company?.name ?? NONE },
];
