import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TMenuSecondary } from '@rede/domain';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormEngine } from '@/components/form/form-engine';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useT } from '@/lib/i18n';
import { createMenuSecondaryInputSchema, useCreateMenuSecondary, type TCreateMenuSecondaryInput } from '../api/create-menu-secondary';
import { useMenuSecondary } from '../api/get-menu-secondary';
import { updateMenuSecondaryInputSchema, useUpdateMenuSecondary, type TUpdateMenuSecondaryInput } from '../api/update-menu-secondary';
import { menuSecondaryFormFields } from './menu-secondary-fields';

const LIST_PATH = '/menuSecondarys';

/** menuSecondary/{id?}: the one-step form; Cadastrar without an id, Salvar with one. */
export const MenuSecondaryEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const fields = useMemo(() => menuSecondaryFormFields(t), [t]);
  const menuSecondary = useMenuSecondary(id);
  const createMenuSecondary = useCreateMenuSecondary();
  const updateMenuSecondary = useUpdateMenuSecondary();
  const isEdit = id !== undefined;
  const title = isEdit ? t('content.menuSecondarys.editTitle') : t('content.menuSecondarys.newTitle');

  // load failures: the error dialog ('Erro!') with the server's message (section 8)
  const { error } = menuSecondary;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  let content;
  if (isEdit && menuSecondary.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('content.common.loading')} />
      </Box>
    );
  } else if (isEdit && menuSecondary.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void menuSecondary.refetch()}>
              {t('content.common.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
              {t('content.common.backToList')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(menuSecondary.error) || t('content.common.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <FormEngine
        fields={fields}
        schema={isEdit ? updateMenuSecondaryInputSchema : createMenuSecondaryInputSchema}
        id={id ?? null}
        record={menuSecondary.data as TMenuSecondary | undefined}
        onSave={(payload) =>
          isEdit ? updateMenuSecondary.mutateAsync(payload as TUpdateMenuSecondaryInput) : createMenuSecondary.mutateAsync(payload as TCreateMenuSecondaryInput)
        }
        onSaved={() => {
          showSnackbar(isEdit ? t('content.common.saved') : t('content.common.created'), { variant: 'alert', severity: 'success' });
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
