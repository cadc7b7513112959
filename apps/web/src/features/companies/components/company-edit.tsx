import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { useCreateCompany } from '../api/create-company';
import { useCompany } from '../api/get-company';
import { useUpdateCompany } from '../api/update-company';
import { CompanyForm } from './company-form';

const LIST_PATH = '/companys';

/** company/{id?}: the administrators' three-step company form. */
export const CompanyEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const company = useCompany(id);
  const createCompany = useCreateCompany();
  const updateCompany = useUpdateCompany();
  const isEdit = id !== undefined;
  useBreadcrumbExtras(isEdit && company.data ? [{ title: company.data.name }] : []);

  const { error } = company;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

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
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void company.refetch()}>
              {t('companies.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
              {t('companies.backToList')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(company.error) || t('companies.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <CompanyForm
        variant="admin"
        id={id}
        record={company.data}
        onSave={(payload) => (isEdit ? updateCompany.mutateAsync(payload) : createCompany.mutateAsync(payload))}
        onSaved={() => {
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
