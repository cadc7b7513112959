import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { TUser } from '@rede/domain';
import { DataTable } from '@/components/data-table/data-table';
import { useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { usersResource } from '../api/get-users';
import { userColumns, userDetailFields, userFormSteps } from './user-fields';

/**
 * Section 4 and 6: only administrators edit or delete rows without a company and rows of
 * administrators or admin-type users (the server's rule); others only their companies' users.
 */
export const canChangeUserRow = (actor: { id: number; isAdmin: boolean } | null, row: TUser): boolean =>
  actor !== null && (actor.isAdmin || (row.companyId !== null && row.type !== 'admin' && !row.isAdmin));

/** Nobody deletes themselves here (that is 'Excluir minha conta' in Meu Perfil). */
export const canDeleteUserRow = (actor: { id: number; isAdmin: boolean } | null, row: TUser): boolean =>
  canChangeUserRow(actor, row) && actor?.id !== row.id;

/** settings/users: search, sort, filters type and situation, export, details and Add / edit / delete by USER permissions. */
export const UsersList = () => {
  const t = useT();
  const actor = useUser();
  const isAdministrator = actor?.isAdmin === true;
  const columns = useMemo(() => userColumns(t), [t]);
  const detailFields = useMemo(() => userDetailFields(t, isAdministrator), [t, isAdministrator]);
  const steps = useMemo(() => userFormSteps(t), [t]);
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('users.title')}
      </Typography>
      <DataTable
        resource={usersResource}
        title={t('users.title')}
        hideTitle
        columns={columns}
        filterRow
        createPath="/settings/user"
        editPath={(user) => `/settings/user/${user.id}`}
        canEditRow={(user) => canChangeUserRow(actor, user)}
        canDeleteRow={(user) => canDeleteUserRow(actor, user)}
        details={{ fields: detailFields, steps, title: (user) => user.name || t('users.detailsTitle') }}
        storageKey="users"
      />
    </>
  );
};
