import { useMemo } from 'react';
import { useOwnerCompany } from '@/components/resource-edit-page/owner-company';
import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import type { TResourceForm } from '@/components/resource-edit-page/resource-form';
import { useT } from '@/lib/i18n';
import { createRoleInputSchema, useCreateRole } from '../api/create-role';
import { useRole } from '../api/get-role';
import { updateRoleInputSchema, useUpdateRole } from '../api/update-role';
import { roleFormFields, roleFormSteps } from './role-fields';

/** settings/role/{id?}: two steps ('Nome do perfil', 'Acessos'); Cadastrar without an id, Salvar with one. */
export const RoleEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const { isAdmin, canChooseCompany, prepare } = useOwnerCompany();
  const form: TResourceForm = {
    fields: useMemo(() => roleFormFields(t, { isAdministrator: isAdmin, canChooseCompany }), [t, isAdmin, canChooseCompany]),
    steps: useMemo(() => roleFormSteps(t), [t]),
    schemas: { create: createRoleInputSchema, update: updateRoleInputSchema },
    mutations: { create: useCreateRole(), update: useUpdateRole() },
    isAdmin,
    prepare,
  };
  return (
    <ResourceEditPage
      id={id}
      query={useRole(id)}
      listPath="/settings/roles"
      texts="roles"
      heading="section"
      recordTitle={(role) => role.name}
      form={form}
    />
  );
};
