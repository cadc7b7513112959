import type { ComponentType, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
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
 * saving it warns that the status becomes 'Pendente' until the commercial sector approves it, or, for an
 * approved company, that the approved version stays public until the change is approved (a rejected change
 * is discarded and its reason sent).
 */
export const MyCompanyEdit = ({ id, Form }: { id?: number; Form: ComponentType<TMyCompanyFormProps> }) => {
  const t = useT();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const createCompany = useCreateMyCompany();
  const updateCompany = useUpdateMyCompany();
  const isEdit = id !== undefined;

  // an approved company's edit is a proposed change: the approved version stays public until it is decided
  const isApprovedEdit = (record: TMyCompany | undefined) => isEdit && record?.status === 'approved';

  const save = (record: TMyCompany | undefined) => async (payload: TFormValues) => {
    const message = t(isApprovedEdit(record) ? 'companies.approvedChangeWarning' : 'companies.pendingWarning');
    const confirmed = await dialogs.confirm({ title: t('companies.pendingWarningTitle'), message });
    if (!confirmed) return CANCELLED;
    return isEdit ? updateCompany.mutateAsync(payload) : createCompany.mutateAsync(payload);
  };

  const form = ({ record, onSaved, onCancel, onReload }: TResourceFormContext<TMyCompany>) => (
    <Form
      variant="owner"
      id={id}
      record={record}
      header={
        <Stack spacing={1} sx={{ mb: 2 }}>
          {record?.isProposedChange ? <Alert severity="warning">{t('companies.proposedChangeInfo')}</Alert> : null}
          <Alert severity="info">{t(isApprovedEdit(record) ? 'companies.approvedChangeInfo' : 'companies.pendingInfo')}</Alert>
        </Stack>
      }
      onSave={save(record)}
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
