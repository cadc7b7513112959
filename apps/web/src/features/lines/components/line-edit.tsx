import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TLine } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormEngine } from '@/components/form/form-engine';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { createLineInputSchema, useCreateLine, type TCreateLineInput } from '../api/create-line';
import { useLine } from '../api/get-line';
import { updateLineInputSchema, useUpdateLine, type TUpdateLineInput } from '../api/update-line';
import { lineFormFields } from './line-fields';

const LIST_PATH = '/lines';

/** line/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
export const LineEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const fields = useMemo(() => lineFormFields(t), [t]);
  const line = useLine(id);
  const createLine = useCreateLine();
  const updateLine = useUpdateLine();
  const isEdit = id !== undefined;
  const title = isEdit ? t('lines.editTitle') : t('lines.newTitle');
  useBreadcrumbExtras(isEdit && line.data ? [{ title: line.data.name }] : []);

  // load failures: the error dialog ('Erro!') with the server's message (section 8)
  const { error } = line;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  let content;
  if (isEdit && line.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('lines.loading')} />
      </Box>
    );
  } else if (isEdit && line.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void line.refetch()}>
              {t('lines.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
              {t('lines.backToList')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(line.error) || t('lines.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <FormEngine
        fields={fields}
        schema={isEdit ? updateLineInputSchema : createLineInputSchema}
        id={id ?? null}
        record={line.data as TLine | undefined}
        onSave={(payload) =>
          isEdit ? updateLine.mutateAsync(payload as TUpdateLineInput) : createLine.mutateAsync(payload as TCreateLineInput)
        }
        onSaved={() => {
          showSnackbar(isEdit ? t('lines.saved') : t('lines.created'), { variant: 'alert', severity: 'success' });
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {content}
      </Paper>
    </Stack>
  );
};
