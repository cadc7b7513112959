import {
  MESSAGES,
  PERMISSION_ACTION_LABELS,
  PERMISSION_FEATURE_LABELS,
  type ROLE_SORTABLE_COLUMNS,
  type PermissionAction,
  type PermissionFeature,
  type TRole,
} from '@rede/domain';
import { companies, roles } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type RoleSort = (typeof ROLE_SORTABLE_COLUMNS)[number];

/** 'Empresas: Visualizar' for 'COMPANY:LIST' (the spreadsheet). */
const permissionLabel = (key: string): string => {
  const [feature, action] = key.split(':') as [PermissionFeature, PermissionAction];
  return `${PERMISSION_FEATURE_LABELS[feature] ?? feature}: ${PERMISSION_ACTION_LABELS[action] ?? action}`;
};

/** GET /api/roles: search by name (and company), sort by ROLE_SORTABLE_COLUMNS, export. */
export const ROLE_LIST = defineList<RoleSort, TRole>({
  search: [roles.name, companies.name],
  sort: { id: roles.id, name: foldedSql(roles.name), type: roles.type, dtRegister: roles.dtRegister, dtUpdate: roles.dtUpdate },
  defaultSort: { by: 'name', direction: 'asc' },
  tieBreak: roles.id,
  export: {
    title: 'Perfís de Acesso',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'name', label: 'Nome' },
      { key: 'type', label: 'Tipo', value: (role) => MESSAGES.userType[role.type] },
      { key: 'company', label: 'Empresa', value: (role) => role.company?.name ?? null },
      { key: 'permissions', label: 'Permissões', value: (role) => (role.permissions.length > 0 ? role.permissions.map(permissionLabel) : null) },
      { key: 'dtRegister', label: 'Data de cadastro', value: (role) => new Date(role.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (role) => new Date(role.dtUpdate) },
    ],
  },
});
