import type { ComponentType, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@rede/domain/messages';
import type { TFormValues } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { ResourceEditPage, type TResourceFormContext } from '@/components/resource-edit-page/resource-edit-page';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { useT } from '@/lib/i18n';
import { useCreateMyCompany } from '../api/create-my-company';
import { useMyCompany } from '../api/get-my-company';
import type { TMyCompany } from '../api/types';
import { useUpdateMyCompany } from '../api/update-my-company';

const CANCELLED = Symbol('cancelled');

/** What the company form (composed by the route) receives. */
export type TMyCompanyFormProps = {
  variant: 'owner';
  id?: number;
  record?: TMyCompany;
  onSave: (payload: TFormValues) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  onCancel: () => void;
  onReload?: () => void;
  header?: ReactNode;
};

/**
 * myCompany/{id?}: a company user's own company, created or changed through the company form. Before
 * saving it warns that the status becomes 'Pendente' until the commercial sector approves it.
 */
export const MyCompanyEdit = ({ id, Form }: { id?: number; Form: ComponentType<TMyCompanyFormProps> }) => {
  const t = useT();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const createCompany = useCreateMyCompany();
  const updateCompany = useUpdateMyCompany();
  const isEdit = id !== undefined;

  const save = async (payload: TFormValues) => {
    const confirmed = await dialogs.confirm({ title: t('companies.pendingWarningTitle'), message: t('companies.pendingWarning') });
    if (!confirmed) return CANCELLED;
    return isEdit ? updateCompany.mutateAsync(payload) : createCompany.mutateAsync(payload);
  };

  const form = ({ record, onSaved, onCancel, onReload }: TResourceFormContext<TMyCompany>) => (
    <Form
      variant="owner"
      id={id}
      record={record}
      header={
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('companies.pendingInfo')}
        </Alert>
      }
      onSave={save}
      onSaved={(result) => {
        if (result === CANCELLED) showSnackbar(MESSAGES.operationCancelled, { variant: 'alert', severity: 'info' });
        else onSaved();
      }}
      onCancel={onCancel}
      onReload={onReload}
    />
  );
  // no retry button on a load failure (as before): back to the list only
  return (
    <ResourceEditPage
      id={id}
      query={useMyCompany(id)}
      listPath="/myCompanys"
      texts="companies"
      recordTitle={(company) => company.name}
      framed={false}
      retry={false}
      form={form}
    />
  );
};
