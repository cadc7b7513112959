import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TCompanyLine } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormEngine } from '@/components/form/form-engine';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useSelectedOwnerId } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { createCompanyLineInputSchema, useCreateCompanyLine, type TCreateCompanyLineInput } from '../api/create-company-line';
import { useCompanyLine } from '../api/get-company-line';
import { updateCompanyLineInputSchema, useUpdateCompanyLine, type TUpdateCompanyLineInput } from '../api/update-company-line';
import { companyLineFormFields } from './company-line-fields';

const LIST_PATH = '/companyLines';

/** companyLine/{id?}: add a product line to one of the user's companies (Cadastrar), or change it (Salvar). */
export const CompanyLineEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const ownerId = useSelectedOwnerId();
  const [openedAt] = useState(() => Date.now());
  const companyLine = useCompanyLine(id);
  const createCompanyLine = useCreateCompanyLine();
  const updateCompanyLine = useUpdateCompanyLine();
  const isEdit = id !== undefined;
  const currentLineId = companyLine.data?.lineId;
  const fields = useMemo(
    () => companyLineFormFields(t, { defaultCompanyId: ownerId && ownerId > 0 ? ownerId : null, currentLineId, openedAt }),
    [t, ownerId, currentLineId, openedAt],
  );
  useBreadcrumbExtras(isEdit && companyLine.data ? [{ title: companyLine.data.line.name }] : []);

  const { error } = companyLine;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  let content;
  if (isEdit && companyLine.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('companyLines.loading')} />
      </Box>
    );
  } else if (isEdit && companyLine.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void companyLine.refetch()}>
              {t('companyLines.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
              {t('companyLines.backToList')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(companyLine.error) || t('companyLines.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <FormEngine
        fields={fields}
        schema={isEdit ? updateCompanyLineInputSchema : createCompanyLineInputSchema}
        id={id ?? null}
        record={companyLine.data as TCompanyLine | undefined}
        onSave={(payload) =>
          isEdit
            ? updateCompanyLine.mutateAsync(payload as TUpdateCompanyLineInput)
            : createCompanyLine.mutateAsync(payload as TCreateCompanyLineInput)
        }
        onSaved={() => {
          showSnackbar(isEdit ? t('companyLines.saved') : t('companyLines.created'), { variant: 'alert', severity: 'success' });
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {isEdit ? t('companyLines.editTitle') : t('companyLines.newTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {content}
      </Paper>
    </Stack>
  );
};
