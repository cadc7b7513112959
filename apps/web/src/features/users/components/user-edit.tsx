import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { TFormValues } from '@/components/form/types';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormEngine } from '@/components/form/form-engine';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useSelectedOwnerId, useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { createUserInputSchema, useCreateUser, type TCreateUserInput } from '../api/create-user';
import { useUserRecord } from '../api/get-user';
import { updateUserInputSchema, useUpdateUser, type TUpdateUserInput } from '../api/update-user';
import { userFormFields, userFormSteps } from './user-fields';

const LIST_PATH = '/settings/users';

/**
 * The company a save carries: administrators choose it in the form; a company-type user's saves
 * take the selected owner's company (section 4; the server enforces it too).
 */
export const withOwnerCompany = (
  payload: TFormValues,
  actor: { isAdmin: boolean; type: string } | null,
  selectedOwnerId: number | null,
): TFormValues =>
  actor && !actor.isAdmin && actor.type === 'company' && selectedOwnerId !== null && selectedOwnerId > 0
    ? { ...payload, companyId: selectedOwnerId }
    : payload;

/** settings/user/{id?}: two steps ('Dados do usuário', 'Dados de acesso'); Cadastrar without an id, Salvar with one. */
export const UserEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const actor = useUser();
  const selectedOwnerId = useSelectedOwnerId();
  const isAdministrator = actor?.isAdmin === true;
  const isEdit = id !== undefined;
  const isSelf = isEdit && actor?.id === id;
  const fields = useMemo(
    () => userFormFields(t, { isAdministrator, isSelf, mode: isEdit ? 'update' : 'create' }),
    [t, isAdministrator, isSelf, isEdit],
  );
  const steps = useMemo(() => userFormSteps(t), [t]);
  const record = useUserRecord(id);
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  useBreadcrumbExtras(isEdit && record.data ? [{ title: record.data.name }] : []);

  // load failures: the error dialog ('Erro!') with the server's message (section 8)
  const { error } = record;
  useEffect(() => {
    if (error) void dialogs.showApiError(error);
  }, [error, dialogs]);

  let content;
  if (isEdit && record.isPending) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('users.loading')} />
      </Box>
    );
  } else if (isEdit && record.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void record.refetch()}>
              {t('users.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
              {t('users.backToList')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(record.error) || t('users.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <FormEngine
        fields={fields}
        steps={steps}
        schema={isEdit ? updateUserInputSchema : createUserInputSchema}
        id={id ?? null}
        record={record.data as TFormValues | undefined}
        isAdmin={isAdministrator}
        header={
          isSelf ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('users.hints.ownAccess')} {t('users.hints.ownPassword')}
            </Alert>
          ) : null
        }
        onSave={(payload) => {
          const body = withOwnerCompany(payload, actor, selectedOwnerId);
          return isEdit ? updateUser.mutateAsync(body as TUpdateUserInput) : createUser.mutateAsync(body as TCreateUserInput);
        }}
        onSaved={() => {
          showSnackbar(isEdit ? t('users.saved') : t('users.created'), { variant: 'alert', severity: 'success' });
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {isEdit ? t('users.editTitle') : t('users.newTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {content}
      </Paper>
    </Stack>
  );
};
