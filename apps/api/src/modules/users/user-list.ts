import { MESSAGES, type USER_SORTABLE_COLUMNS, type TUser } from '@rede/domain';
import { companies, roles, users } from '../../db/schema/index.ts';
import { foldedSql } from '../../lib/list/fold-text.ts';
import { defineList } from '../../lib/list/list-definition.ts';

type UserSort = (typeof USER_SORTABLE_COLUMNS)[number];

/** GET /api/users: search by name and e-mail, sort by USER_SORTABLE_COLUMNS, export. */
export const USER_LIST = defineList<UserSort, TUser>({
  search: [users.name, users.email, companies.name, roles.name],
  sort: {
    id: users.id,
    name: foldedSql(users.name),
    email: users.email,
    type: users.type,
    isActive: users.isActive,
    isAdmin: users.isAdmin,
    dtRegister: users.dtRegister,
    dtUpdate: users.dtUpdate,
  },
  defaultSort: { by: 'name', direction: 'asc' },
  tieBreak: users.id,
  export: {
    title: 'Usuários',
    columns: [
      { key: 'id', label: 'ID' },
      { key: 'name', label: 'Nome' },
      { key: 'email', label: 'E-mail' },
      { key: 'type', label: 'Tipo', value: (user) => MESSAGES.userType[user.type] },
      { key: 'company', label: 'Empresa', value: (user) => user.company?.name ?? null },
      { key: 'role', label: 'Perfil de acesso', value: (user) => user.role?.name ?? null },
      { key: 'isActive', label: 'Situação', value: (user) => MESSAGES.active[`${user.isActive}`] },
      { key: 'isAdmin', label: 'Administrador', value: (user) => user.isAdmin },
      { key: 'canDeleteItself', label: 'Pode excluir a própria conta', value: (user) => user.canDeleteItself },
      { key: 'dtRegister', label: 'Data de cadastro', value: (user) => new Date(user.dtRegister) },
      { key: 'dtUpdate', label: 'Data de atualização', value: (user) => new Date(user.dtUpdate) },
    ],
  },
});
