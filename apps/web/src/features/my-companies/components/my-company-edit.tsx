import { useEffect, type ComponentType, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { MESSAGES } from '@rede/domain/messages';
import type { TFormValues } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCreateMyCompany } from '../api/create-my-company';
import { useMyCompany } from '../api/get-my-company';
import type { TMyCompany } from '../api/types';
import { useUpdateMyCompany } from '../api/update-my-company';

const LIST_PATH = '/myCompanys';
const CANCELLED = Symbol('cancelled');

/** What the company form (composed by the route) receives. */
export type TMyCompanyFormProps = {
  variant: 'owner';
  id?: number;
  record?: TMyCompany;
  onSave: (payload: TFormValues) => Promise<unknown>;
  onSaved: (result: unknown) => void;
  onCancel: () => void;
  header?: ReactNode;
};

/**
 * myCompany/{id?}: a company user's own company, created or changed through the company form. Before
 * saving it warns that the status becomes 'Pendente' until the commercial sector approves it.
 */
export const MyCompanyEdit = ({ id, Form }: { id?: number; Form: ComponentType<TMyCompanyFormProps> }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const company = useMyCompany(id);
  const createCompany = useCreateMyCompany();
  const updateCompany = useUpdateMyCompany();
  const isEdit = id !== undefined;
  useBreadcrumbExtras(isEdit && company.data ? [{ title: company.data.name }] : []);

  const { error } = company;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  const save = async (payload: TFormValues) => {
    const confirmed = await dialogs.confirm({ title: t('companies.pendingWarningTitle'), message: t('companies.pendingWarning') });
    if (!confirmed) return CANCELLED;
    return isEdit ? updateCompany.mutateAsync(payload) : createCompany.mutateAsync(payload);
  };

  let content;
  if (isEdit && company.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('companies.loading')} />
      </Box>
    );
  } else if (isEdit && company.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
            {t('companies.backToList')}
          </Button>
        }
      >
        {getErrorMessage(company.error) || t('companies.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <Form
        variant="owner"
        id={id}
        record={company.data}
        header={
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('companies.pendingInfo')}
          </Alert>
        }
        onSave={save}
        onSaved={(result) => {
          if (result === CANCELLED) {
            showSnackbar(MESSAGES.operationCancelled, { variant: 'alert', severity: 'info' });
            return;
          }
          showSnackbar(isEdit ? t('companies.saved') : t('companies.created'), { variant: 'alert', severity: 'success' });
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {isEdit ? t('companies.editTitle') : t('companies.newTitle')}
      </Typography>
      {content}
    </Stack>
  );
};
