import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useDialogs } from '@/components/dialogs/dialogs-provider';
import { FormEngine } from '@/components/form/form-engine';
import type { TFormValues } from '@/components/form/types';
import { useBreadcrumbExtras } from '@/components/layout/breadcrumbs';
import { useSnackbar } from '@/components/snackbar/snackbar-provider';
import { getErrorMessage } from '@/lib/api-client';
import { useSelectedOwnerId, useUser } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { createRoleInputSchema, useCreateRole, type TCreateRoleInput } from '../api/create-role';
import { useRole } from '../api/get-role';
import { updateRoleInputSchema, useUpdateRole, type TUpdateRoleInput } from '../api/update-role';
import { roleFormFields, roleFormSteps } from './role-fields';

const LIST_PATH = '/settings/roles';

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

/** settings/role/{id?}: two steps ('Nome do perfil', 'Acessos'); Cadastrar without an id, Salvar with one. */
export const RoleEdit = ({ id }: { id?: number }) => {
  const t = useT();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { showSnackbar } = useSnackbar();
  const actor = useUser();
  const selectedOwnerId = useSelectedOwnerId();
  const isAdministrator = actor?.isAdmin === true;
  const isEdit = id !== undefined;
  const fields = useMemo(() => roleFormFields(t, { isAdministrator }), [t, isAdministrator]);
  const steps = useMemo(() => roleFormSteps(t), [t]);
  const record = useRole(id);
  const createRole = useCreateRole();
  const updateRole = useUpdateRole();
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
        <CircularProgress aria-label={t('roles.loading')} />
      </Box>
    );
  } else if (isEdit && record.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" onClick={() => void record.refetch()}>
              {t('roles.retry')}
            </Button>
            <Button color="inherit" size="small" component={RouterLink} to={LIST_PATH}>
              {t('roles.backToList')}
            </Button>
          </Stack>
        }
      >
        {getErrorMessage(record.error) || t('roles.loadFailed')}
      </Alert>
    );
  } else {
    content = (
      <FormEngine
        fields={fields}
        steps={steps}
        schema={isEdit ? updateRoleInputSchema : createRoleInputSchema}
        id={id ?? null}
        record={record.data as TFormValues | undefined}
        isAdmin={isAdministrator}
        onSave={(payload) => {
          const body = withOwnerCompany(payload, actor, selectedOwnerId);
          return isEdit ? updateRole.mutateAsync(body as TUpdateRoleInput) : createRole.mutateAsync(body as TCreateRoleInput);
        }}
        onSaved={() => {
          showSnackbar(isEdit ? t('roles.saved') : t('roles.created'), { variant: 'alert', severity: 'success' });
          void navigate(LIST_PATH);
        }}
        onCancel={() => void navigate(LIST_PATH)}
      />
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2">
        {isEdit ? t('roles.editTitle') : t('roles.newTitle')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {content}
      </Paper>
    </Stack>
  );
};
