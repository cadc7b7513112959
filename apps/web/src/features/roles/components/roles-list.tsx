import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import type { TRole } from '@rede/domain';
import { DataTable } from '@/components/data-table/data-table';
import { useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { rolesResource } from '../api/get-roles';
import { roleColumns, roleDetailFields, roleFormSteps } from './role-fields';

/** Section 4: only administrators edit or delete roles without a company (the shared ones). */
export const canChangeRoleRow = (actor: { isAdmin: boolean } | null, row: TRole): boolean =>
  actor !== null && (actor.isAdmin || row.companyId !== null);

/** settings/roles: search, sort, type filter, export, details and Add / edit / delete by ROLE permissions. */
export const RolesList = () => {
  const t = useT();
  const actor = useUser();
  const isAdministrator = actor?.isAdmin === true;
  const columns = useMemo(() => roleColumns(t), [t]);
  const detailFields = useMemo(() => roleDetailFields(t, isAdministrator), [t, isAdministrator]);
  const steps = useMemo(() => roleFormSteps(t), [t]);
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {t('roles.title')}
      </Typography>
      <DataTable
        resource={rolesResource}
        title={t('roles.title')}
        hideTitle
        columns={columns}
        filterRow
        createPath="/settings/role"
        editPath={(role) => `/settings/role/${role.id}`}
        canEditRow={(role) => canChangeRoleRow(actor, role)}
        canDeleteRow={(role) => canChangeRoleRow(actor, role)}
        details={{ fields: detailFields, steps, title: (role) => role.name || t('roles.detailsTitle') }}
        storageKey="roles"
      />
    </>
  );
};
