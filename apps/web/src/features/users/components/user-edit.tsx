import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import { useOwnerCompany } from '@/components/resource-edit-page/owner-company';
import { ResourceEditPage } from '@/components/resource-edit-page/resource-edit-page';
import { useT } from '@/lib/i18n';
import { createUserInputSchema, useCreateUser } from '../api/create-user';
import { useUserRecord } from '../api/get-user';
import { updateUserInputSchema, useUpdateUser } from '../api/update-user';
import { userFormFields, userFormSteps } from './user-fields';

/** settings/user/{id?}: two steps ('Dados do usuário', 'Dados de acesso'); Cadastrar without an id, Salvar with one. */
export const UserEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const { actor, isAdmin, canChooseCompany, prepare } = useOwnerCompany();
  const isEdit = id !== undefined;
  // editing themselves: no password here (Segurança), access fields locked, and a hint saying so
  const isSelf = isEdit && actor?.id === id;
  const mode = isEdit ? 'update' : 'create';
  const fields = useMemo(
    () => userFormFields(t, { isAdministrator: isAdmin, canChooseCompany, isSelf, mode }),
    [t, isAdmin, canChooseCompany, isSelf, mode],
  );
  const steps = useMemo(() => userFormSteps(t), [t]);
  const header = isSelf ? (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('users.hints.ownAccess')} {t('users.hints.ownPassword')}
    </Alert>
  ) : null;
  const schemas = { create: createUserInputSchema, update: updateUserInputSchema };
  const mutations = { create: useCreateUser(), update: useUpdateUser() };
  const form = { fields, steps, header, schemas, mutations, isAdmin, prepare };
  return (
    <ResourceEditPage
      id={id}
      query={useUserRecord(id)}
      listPath="/settings/users"
      texts="users"
      heading="section"
      recordTitle={(user) => user.name}
      form={form}
    />
  );
};
